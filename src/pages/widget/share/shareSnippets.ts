// What the share page generates for each tab (studio.md §2.14, README "Embedding a published widget"), as pure
// functions of the studio origin, the widget id and the options, and the parser of a pasted share link.
import { RUNTIME_BASE } from '../../../../contracts/runtimePaths';
import { decodeSharePayload, encodeSharePayload } from '../../../../contracts/sharePayload';
import { emittedDataAttributes, optionsForTab, type DataAttribute, type ShareOptions, type ShareTab } from './shareOptions';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script tag (and, with pixel, the <noscript> image that records the show when scripts cannot run). */
export function embedSnippet(origin: string, widgetId: string, options: ShareOptions): string {
  const used = optionsForTab(options, 'embed');
  const attributes = [
    `src="${origin}/embed.js"`,
    `data-widget-id="${escapeAttribute(widgetId)}"`,
    ...(used.debug ? ['data-debug'] : []),
    ...(used.lazyLoad ? ['data-lazy-load'] : []),
    ...(used.pixel ? ['data-pixel'] : []),
    ...emittedDataAttributes(used.dataAttributes).map(([name, value]) => `${name}="${escapeAttribute(value)}"`),
    'async',
  ];
  const script = `<script ${attributes.join(' ')}></script>`;
  if (!used.pixel) return script;
  const pixel = `${origin}${RUNTIME_BASE}/widgets/${encodeURIComponent(widgetId)}/pixel.gif`;
  return `${script}\n<noscript><img src="${pixel}" alt="" width="1" height="1"></noscript>`;
}

/** A module exporting a component that renders <WidgetStudio>, imported from the studio. */
export function reactSnippet(origin: string, widgetId: string, options: ShareOptions): string {
  const used = optionsForTab(options, 'react');
  const attributes = emittedDataAttributes(used.dataAttributes);
  const props = [
    `widgetId=${JSON.stringify(widgetId)}`,
    ...(used.debug ? ['debug'] : []),
    ...(used.lazyLoad ? ['lazyLoad'] : []),
    ...(used.pixel ? ['pixel'] : []),
    ...(attributes.length ? [`dataAttributes={{ ${attributes.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(', ')} }}`] : []),
  ];
  return [
    `// "react" must resolve to your app's React (your bundler, or an import map).`,
    `import { WidgetStudio } from '${origin}${RUNTIME_BASE}/react.js';`,
    '',
    'export default function Widget() {',
    `  return <WidgetStudio ${props.join(' ')} />;`,
    '}',
  ].join('\n');
}

/** The share link: {origin}/w/{payload} with debug and the emitted data attributes. */
export function shareUrl(origin: string, widgetId: string, options: ShareOptions): string {
  const used = optionsForTab(options, 'url');
  return `${origin}/w/${encodeSharePayload({ widgetId, debug: used.debug, dataAttributes: emittedDataAttributes(used.dataAttributes) })}`;
}

/**
 * The iframe of the share link. `referrerpolicy="no-referrer-when-downgrade"` lets the browser tell the widget the
 * full address of the page it is embedded in (the default policy gives other origins only the site's origin), so
 * records and events name the visitor's page, not the studio's /w/ address (runtime/context/visitorPage.ts).
 */
export function iframeSnippet(origin: string, widgetId: string, options: ShareOptions): string {
  const src = shareUrl(origin, widgetId, optionsForTab(options, 'iframe'));
  return `<iframe src="${src}" style="width:100%;height:480px;border:0" title="Widget" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
}

export function snippetFor(tab: ShareTab, origin: string, widgetId: string, options: ShareOptions): string {
  switch (tab) {
    case 'embed':
      return embedSnippet(origin, widgetId, options);
    case 'react':
      return reactSnippet(origin, widgetId, options);
    case 'iframe':
      return iframeSnippet(origin, widgetId, options);
    case 'url':
      return shareUrl(origin, widgetId, options);
  }
}

export interface PastedShareLink {
  widgetId: string;
  debug: boolean;
  dataAttributes: DataAttribute[];
}

/** A pasted share link of this studio, or null: not a URL, another origin, not a /w/ path, or a bad payload. */
export function parseShareLink(text: string, origin: string): PastedShareLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/w\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  const payload = decodeSharePayload(match[1]!);
  if (!payload) return null;
  return { widgetId: payload.widgetId, debug: payload.debug, dataAttributes: payload.dataAttributes.map(([name, value]) => ({ name, value })) };
}
