// Every unit test gets a fresh in-memory IndexedDB, so Dexie code runs as it does in a browser.
import 'fake-indexeddb/auto';

// Components read their words from the message catalogue: the English table is there for every
// test, as the app loads it before a page's first render.
import { loadLang } from './lib/i18n';
await loadLang('en');
