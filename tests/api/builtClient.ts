// A small stand-in for `npm run build`'s dist/client (index.html, a hashed bundle with its build-time .br and
// .gz, a static file) and dist/runtime (the loader, runtime and React module with their listing), so API suites
// check how the built client and the widget page are served without running esbuild.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const BUILT_BUNDLE = '/assets/main-TEST1234.js';
/** The build's head script stands in as this inline script (esbuild.config.mjs inlines src/headScript.ts). */
export const BUILT_HEAD_SCRIPT = '(()=>{window.__headScriptRan=!0})();';
export const BUILT_BUNDLE_TEXT = `export const studio = ${JSON.stringify('widget studio '.repeat(400))};\n`;

/** Writes the stand-in build into a new temporary folder and returns it (a BUILD_DIR). */
export function writeBuiltClient(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'studio-built-client-'));
  const client = path.join(buildDir, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, 'static'), { recursive: true });
  writeFileSync(
    path.join(client, 'index.html'),
    `<!doctype html><html><head><script>${BUILT_HEAD_SCRIPT}</script><script type="module" src="/assets/main-TEST1234.js"></script><script type="application/json" id="route-chunks">{}</script></head><body><div id="root"></div></body></html>`,
  );
  const bundle = path.join(client, BUILT_BUNDLE);
  writeFileSync(bundle, BUILT_BUNDLE_TEXT);
  writeFileSync(bundle + '.br', brotliCompressSync(BUILT_BUNDLE_TEXT));
  writeFileSync(bundle + '.gz', gzipSync(BUILT_BUNDLE_TEXT));
  writeFileSync(path.join(client, 'static', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const runtime = path.join(buildDir, 'runtime');
  mkdirSync(runtime);
  writeFileSync(path.join(runtime, 'embed.js'), 'var loader = 1;\n');
  writeFileSync(path.join(runtime, 'runtime-TEST1234.js'), 'var runtime = 1;\n');
  writeFileSync(path.join(runtime, 'react.js'), 'export const widget = 1;\n');
  writeFileSync(path.join(runtime, 'runtime-files.json'), JSON.stringify({ runtime: 'runtime-TEST1234.js', embed: 'embed.js', react: 'react.js' }));
  return buildDir;
}
