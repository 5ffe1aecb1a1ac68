import { openPgliteConn } from './harness.ts';
import { definePremiumSuite } from './premium-suite.ts';

// The premium functions (Stripe webhook and checkout) on PGlite (Postgres in WASM), one instance.
definePremiumSuite('PGlite', () => openPgliteConn());
