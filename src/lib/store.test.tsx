import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore, useStore } from './store';

describe('useStore', () => {
  it('draws a hydrating page with the build-time state, whatever changed while its code loaded', () => {
    // The service worker can say "ready offline" before React takes over the prerendered HTML:
    // the hydrating render must still draw what the HTML has, or React throws the page away.
    const pwa = createStore({ offlineReady: false });
    pwa.set({ offlineReady: true });
    function Line() {
      return <p>{useStore(pwa, (s) => (s.offlineReady ? 'Ready to play offline' : ''))}</p>;
    }
    expect(renderToString(<Line />)).toBe('<p></p>');
    expect(pwa.get().offlineReady).toBe(true);
  });

  it('takes a separate build-time state when the first value reads the browser', () => {
    const sync = createStore({ online: false }, { online: true });
    function Online() {
      return <p>{useStore(sync, (s) => (s.online ? 'online' : 'offline'))}</p>;
    }
    expect(renderToString(<Online />)).toBe('<p>online</p>');
    expect(sync.get().online).toBe(false);
  });

  it('tells subscribers about a change once, and not about a patch that changes nothing', () => {
    const store = createStore({ count: 0 });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set({ count: 1 });
    store.set({ count: 1 });
    stop();
    store.set({ count: 2 });
    expect(calls).toBe(1);
    expect(store.get().count).toBe(2);
  });
});
