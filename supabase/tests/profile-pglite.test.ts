import { defineProfileSuite } from './profile-suite.ts';
import { openPgliteConn } from './harness.ts';

// Creating a missing profile (SPEC §4) on PGlite (Postgres in WASM), one instance.
defineProfileSuite('PGlite', () => openPgliteConn());
