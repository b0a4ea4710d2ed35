// The visitor-side bundles (runtime/README.md), shared by esbuild.config.mjs and bench/runtime/runtimeSize.mjs:
// the runtime (hashed, immutable), then the loader /embed.js and the React module /runtime/v1/react.js, which both
// name the runtime's hashed file; runtime-files.json lists all three for the server (server/runtime/embedAssets.ts).
// Minified IIFE/ESM, no eval, no source maps shipped to visitors.
import * as esbuild from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Builds into `outDir`; answers the file names. */
export async function buildRuntime(root, outDir) {
  await mkdir(outDir, { recursive: true });
  const common = { absWorkingDir: root, bundle: true, platform: 'browser', target: ['es2020'], minify: true, legalComments: 'none', logLevel: 'warning' };
  const runtime = await esbuild.build({
    ...common,
    entryPoints: { runtime: 'runtime/main.ts' },
    outdir: outDir,
    entryNames: '[name]-[hash]',
    format: 'iife',
    metafile: true,
  });
  const runtimeFile = path.basename(Object.keys(runtime.metafile.outputs).find((file) => file.endsWith('.js')));
  const define = { __WSR_RUNTIME_FILE__: JSON.stringify(runtimeFile) };
  await Promise.all([
    esbuild.build({ ...common, entryPoints: ['runtime/loader/embed.ts'], outfile: path.join(outDir, 'embed.js'), format: 'iife', define }),
    esbuild.build({
      ...common,
      entryPoints: ['packages/widget-react/src/WidgetStudio.ts'],
      outfile: path.join(outDir, 'react.js'),
      format: 'esm',
      external: ['react'],
      define,
    }),
  ]);
  const files = { runtime: runtimeFile, embed: 'embed.js', react: 'react.js' };
  await writeFile(path.join(outDir, 'runtime-files.json'), JSON.stringify(files, null, 2));
  return files;
}
