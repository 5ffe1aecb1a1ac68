import { defineContactSuite } from './contact-suite.ts';
import { openPgliteConn } from './harness.ts';

// The contact, anonymous-op and opt-out rules on PGlite (Postgres in WASM), one instance per file.
defineContactSuite('PGlite', () => openPgliteConn());
