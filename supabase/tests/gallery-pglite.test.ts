import { defineGallerySuite } from './gallery-suite.ts';
import { openPgliteConn } from './harness.ts';

// The gallery's query, filters, search and paging on PGlite (Postgres in WASM), one instance per file.
defineGallerySuite('PGlite', () => openPgliteConn());
