// The built-in documentation of the build (docsSite/README.md): docs/*.md rendered to static pages under
// {clientOut}/docs/ — one HTML file per page, the search page's template, the not-found page, the search index —
// with the pages' script and stylesheet (hashed, under docs/assets/) and the studio's favicon. The renderer is
// TypeScript (it reads the node kinds, plans and permissions from the code), so esbuild bundles it for Node
// first and the build runs it.
import * as esbuild from 'esbuild';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Writes the documentation under {clientOut}/docs; answers the page count. */
export async function buildDocs(root, clientOut) {
  const outDir = path.join(clientOut, 'docs');
  const assetsDir = path.join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const browser = { absWorkingDir: root, bundle: true, minify: true, outdir: assetsDir, entryNames: '[name]-[hash]', metafile: true, logLevel: 'warning' };
  const [script, style] = await Promise.all([
    esbuild.build({ ...browser, entryPoints: { docs: 'docsSite/browser/docsClient.ts' }, format: 'iife', platform: 'browser', target: ['es2020'] }),
    esbuild.build({ ...browser, entryPoints: { docs: 'docsSite/docs.css' } }),
  ]);
  const assetHref = (result, extension) => 'assets/' + path.basename(Object.keys(result.metafile.outputs).find((file) => file.endsWith(extension)));
  await copyFile(path.join(root, 'assets/favicon.svg'), path.join(assetsDir, 'favicon.svg'));
  const assets = { script: assetHref(script, '.js'), style: assetHref(style, '.css'), favicon: 'assets/favicon.svg' };

  // The renderer, bundled beside the output (packages stay external: they resolve from the project's node_modules).
  const renderer = path.join(clientOut, '..', `docs-renderer-${process.pid}.mjs`);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['docsSite/docsSite.ts'],
    outfile: renderer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ['node20'],
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    const { renderDocsSite } = await import(pathToFileURL(renderer).href);
    const site = renderDocsSite(path.join(root, 'docs'), assets);
    await Promise.all([...site.files].map(([file, content]) => writeFile(path.join(outDir, file), content)));
    return site.pages.length;
  } finally {
    await rm(renderer, { force: true });
  }
}
