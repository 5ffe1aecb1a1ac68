import { defineAccountsSuite } from './accounts-suite.ts';
import { openPgliteConn } from './harness.ts';

// Rewards, spending, referrals and account deletion on PGlite (Postgres in WASM), one instance.
defineAccountsSuite('PGlite', () => openPgliteConn());
