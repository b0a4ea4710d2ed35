// A site on another origin (its own port) where the share spec pastes the snippets the studio generated: each
// page is set by the test, React is served as one ES module (import-mapped as react, react/jsx-runtime and
// react-dom/client, so the studio's react.js and the site share one React), and a React app is bundled from
// the pasted component with esbuild the way a site's build would.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
const REACT_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom/client'];

async function reactVendor(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import * as React from 'react'; import { jsx, jsxs } from 'react/jsx-runtime'; import { createRoot } from 'react-dom/client';
        export const { createElement, useEffect, useRef, useState, useLayoutEffect, useMemo, useCallback, Fragment } = React;
        export { jsx, jsxs, createRoot }; export default React;`,
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

/** Bundles a site's app that renders the pasted component module (JSX) into #app. */
export async function bundleReactApp(componentSource: string, studioOrigin: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'share-react-'));
  try {
    await writeFile(path.join(dir, 'Widget.jsx'), componentSource);
    await writeFile(
      path.join(dir, 'main.jsx'),
      `import { createRoot } from 'react-dom/client';
       import Widget from './Widget.jsx';
       createRoot(document.getElementById('app')).render(<main><h2>Our shop</h2><Widget /></main>);`,
    );
    const result = await build({
      entryPoints: [path.join(dir, 'main.jsx')],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      external: [...REACT_SPECIFIERS, `${studioOrigin}/*`],
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface HostSite {
  origin: string;
  /** Serves `body` inside a plain page at `pathname`; `scripts` are extra files (path → JS). */
  setPage(pathname: string, body: string, options?: { importReact?: boolean }): void;
  setScript(pathname: string, source: string): void;
  close(): Promise<void>;
}

export async function startHostSite(port: number): Promise<HostSite> {
  const vendor = await reactVendor();
  const pages = new Map<string, string>();
  const scripts = new Map<string, string>([['/vendor/react.js', vendor]]);
  const importMap = JSON.stringify({ imports: Object.fromEntries(REACT_SPECIFIERS.map((name) => [name, '/vendor/react.js'])) });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    const script = scripts.get(url.pathname);
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return response.end(script);
    }
    const page = pages.get(url.pathname);
    if (page === undefined) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${port}`,
    setPage(pathname, body, options) {
      const head = options?.importReact ? `<script type="importmap">${importMap}</script>` : '';
      pages.set(pathname, `<!doctype html><html><head><meta charset="utf-8"><title>Host site</title>${head}</head><body><h1>A host site</h1>\n${body}\n</body></html>`);
    },
    setScript(pathname, source) {
      scripts.set(pathname, source);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
