// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flag, readEmbedOptions } from './embedOptions';

describe('readEmbedOptions', () => {
  it('reads the loader options and keeps every other data-* attribute as the widget\'s', () => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries({ 'data-widget-id': 'w-1', 'data-debug': '', 'data-lazy-load': 'true', 'data-pixel': 'false', 'data-nonce': 'n0nce', 'data-user-id': '42', 'data-': 'ignored' })) {
      script.setAttribute(name, value);
    }
    expect(readEmbedOptions(script)).toEqual({ widgetId: 'w-1', debug: true, lazyLoad: true, pixel: false, nonce: 'n0nce', dataAttributes: { 'data-user-id': '42' } });
  });

  it('needs a widget id', () => {
    expect(readEmbedOptions(document.createElement('script'))).toBeNull();
  });

  it('reads flags as true for "", true, 1, yes and on', () => {
    expect(['', 'true', '1', 'yes', 'ON'].map(flag)).toEqual([true, true, true, true, true]);
    expect([null, 'false', '0', 'no'].map(flag)).toEqual([false, false, false, false]);
  });
});
