// The host site of the runtime spec: another origin than the studio, serving a page per way to embed, a
// "done" page the redirect lands on, and (for the React page) React itself as an ES module.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');

/** React and createRoot as one ES module, so the studio's react.js and the page share one React. */
async function reactVendor(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import * as React from 'react'; import { createRoot } from 'react-dom/client';
        export const { createElement, useEffect, useRef, useState, Fragment } = React; export { createRoot }; export default React;`,
      resolveDir: root,
    },
    bundle: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
  });
  return result.outputFiles[0]!.text;
}

export interface HostPages {
  origin: string;
  close(): Promise<void>;
}

/** `iframe`: the markup of the iframe page's embed (the share page's snippet). */
export async function startHostPages(port: number, studio: string, widgetId: string, iframe: string): Promise<HostPages> {
  const vendor = await reactVendor();
  const page = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>${head}
    <style>body{font-family:serif;color:#f0f;font-size:30px} button{background:lime}</style></head><body><h1>Host page</h1>${body}</body></html>`;
  const pages: Record<string, () => string> = {
    '/script': () => page(`<p>Before</p><script src="${studio}/embed.js" data-widget-id="${widgetId}" data-source="script-tag" data-debug async></script><p>After</p>`),
    '/iframe': () => page(iframe),
    '/react': () =>
      page(
        `<div id="app"></div><script type="module">
          import { createElement, createRoot } from 'react';
          import { WidgetStudio } from '${studio}/runtime/v1/react.js';
          createRoot(document.getElementById('app')).render(createElement(WidgetStudio, { widgetId: '${widgetId}', dataAttributes: { 'data-source': 'react' } }));
        </script>`,
        `<script type="importmap">{"imports":{"react":"/vendor/react.js"}}</script>`,
      ),
    '/done': () => page('<p id="done">Done</p>'),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/vendor/react.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(vendor);
    }
    const render = pages[url.pathname];
    if (!render) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(render());
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
