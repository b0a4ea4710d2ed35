// Server rendering: the component renders its place (and the no-script pixel) without a window or document.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { studioOrigin, WidgetStudio, widgetDataAttributes } from './WidgetStudio';

describe('WidgetStudio', () => {
  it('renders on the server without touching window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = renderToString(createElement(WidgetStudio, { widgetId: 'w-1', studio: 'https://studio.example/', pixel: true, className: 'signup' }));
    expect(html).toContain('data-widget-studio="w-1"');
    expect(html).toContain('class="signup"');
    expect(html).toContain('<noscript><img src="https://studio.example/runtime/v1/widgets/w-1/pixel.gif?url=" alt="" width="1" height="1"/></noscript>');
  });

  it('renders no pixel unless asked', () => {
    expect(renderToString(createElement(WidgetStudio, { widgetId: 'w-1', studio: 'https://studio.example' }))).not.toContain('noscript');
  });

  it('takes the studio from the prop, else from where the module was served (http(s) only)', () => {
    expect(studioOrigin('https://studio.example/path', 'file:///x.js')).toBe('https://studio.example');
    expect(studioOrigin(undefined, 'https://studio.example/runtime/v1/react.js')).toBe('https://studio.example');
    expect(studioOrigin(undefined, 'file:///srv/react.js')).toBeNull();
  });

  it('keeps only data-* attributes longer than data-', () => {
    expect(widgetDataAttributes({ 'data-user': '1', 'data-': 'x', title: 'y' })).toEqual({ 'data-user': '1' });
  });
});
