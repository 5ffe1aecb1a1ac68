import { defineProfileSuite } from './profile-suite.ts';
import { openPgliteConn } from './harness.ts';

// Creating a missing profile (docs/spec/accounts.md) on PGlite (Postgres in WASM), one instance.
defineProfileSuite('PGlite', () => openPgliteConn());
