import { defineBackendSuite } from './backend-suite.ts';
import { openPgliteConn } from './harness.ts';

// The whole SQL suite on PGlite (Postgres in WASM): one instance for the file, booted once.
defineBackendSuite('PGlite', () => openPgliteConn());
