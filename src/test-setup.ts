// Every unit test gets a fresh in-memory IndexedDB, so Dexie code runs as it does in a browser.
import 'fake-indexeddb/auto';
