// Bundles the bench pages with esbuild into bench/dist (production React, minified, like a release build) and
// writes one HTML file per page. A page whose engine cannot be built yet is reported, not faked.
import { pixiBuildPatches } from '../../pixiBuildPlugin.mjs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchEngine } from '../shared/benchResult';

export const BENCH_ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(BENCH_ROOT, 'dist');

const PAGES: Record<BenchEngine, string> = {
  ours: 'browser/pages/oursPage.ts',
  reactflow: 'browser/pages/reactflowPage.tsx',
};

export interface BuiltPages {
  /** Engines whose page built, by HTML file name under DIST. */
  pages: Partial<Record<BenchEngine, string>>;
  errors: Partial<Record<BenchEngine, string>>;
}

function html(engine: string, withCss: boolean): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>bench ${engine}</title>
<style>html,body{margin:0;height:100%;overflow:hidden}#root{position:fixed;inset:0}</style>
${withCss ? `<link rel="stylesheet" href="${engine}.css">` : ''}
</head><body><div id="root"></div><script type="module" src="${engine}.js"></script></body></html>
`;
}

async function buildPage(engine: BenchEngine): Promise<void> {
  await buildBenchPage(engine, PAGES[engine]);
}

/** Bundles one page (`entry` relative to bench/) into DIST as `<name>.js` and `<name>.html`. */
export async function buildBenchPage(engine: string, entry: string): Promise<void> {
  await mkdir(DIST, { recursive: true });
  // Loaded here, not at the top: a machine that runs prebuilt pages (BENCH_PAGES=prebuilt) needs no esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: { [engine]: path.join(BENCH_ROOT, entry) },
    absWorkingDir: path.resolve(BENCH_ROOT, '..'),
    outdir: DIST,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: process.env.BENCH_MINIFY !== "0",
    sourcemap: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    // As the studio's client is built (pixi's canvas blend-mode probe answered, not run).
    plugins: [pixiBuildPatches],
  });
  const withCss = Object.keys(result.metafile.outputs).some((file) => file.endsWith(`${engine}.css`));
  await writeFile(path.join(DIST, `${engine}.html`), html(engine, withCss));
}

/**
 * Bundles the pages, or with BENCH_PAGES=prebuilt takes the ones already in DIST (a machine that only runs them, such
 * as a lent GPU machine: bench/README, "With a GPU").
 */
export async function buildPages(engines: readonly BenchEngine[]): Promise<BuiltPages> {
  if (process.env.BENCH_PAGES === 'prebuilt') return prebuiltPages(engines);
  await rm(DIST, { recursive: true, force: true });
  await mkdir(DIST, { recursive: true });
  const built: BuiltPages = { pages: {}, errors: {} };
  for (const engine of engines) {
    try {
      await buildPage(engine);
      built.pages[engine] = `${engine}.html`;
    } catch (error) {
      built.errors[engine] = error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
    }
  }
  return built;
}

async function prebuiltPages(engines: readonly BenchEngine[]): Promise<BuiltPages> {
  const built: BuiltPages = { pages: {}, errors: {} };
  for (const engine of engines) {
    const page = `${engine}.html`;
    await access(path.join(DIST, page)).then(
      () => (built.pages[engine] = page),
      () => (built.errors[engine] = `BENCH_PAGES=prebuilt, but ${page} is not in ${DIST}`),
    );
  }
  return built;
}
