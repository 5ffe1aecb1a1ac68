import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isDataReady, markDataReady, useDataReady } from './ready';

function Probe() {
  return <span>{useDataReady() ? 'ready' : 'waiting'}</span>;
}

describe('useDataReady', () => {
  it('draws a page as its prerendered HTML did even when the data layer is already up', () => {
    // The data layer can come up while a prerendered page's code loads: the hydrating render
    // must still match the HTML, which was drawn without it.
    markDataReady();
    expect(isDataReady()).toBe(true);
    expect(renderToString(<Probe />)).toBe('<span>waiting</span>');
  });
});
