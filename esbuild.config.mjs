// Builds the client (code-split, hashed names, source maps) into dist/client, the documentation into
// dist/client/docs (docsBuild.mjs) and the server into dist/server. `node esbuild.config.mjs --watch` rebuilds both on change and restarts the server.
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { buildRuntime as buildRuntimeBundles } from './runtimeBuild.mjs';
import { buildFontCatalogue } from './fontCatalogueBuild.mjs';
import { buildDocs } from './docsBuild.mjs';
import { pixiBuildPatches } from './pixiBuildPlugin.mjs';

const watch = process.argv.includes('--watch');
const production = !watch && process.env.NODE_ENV !== 'development';
const root = path.dirname(new URL(import.meta.url).pathname);
// BUILD_DIR (default dist) lets parallel test runs build into folders of their own.
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'dist');
const clientOut = path.join(buildDir, 'client');
const serverOut = path.join(buildDir, 'server');
const runtimeOut = path.join(buildDir, 'runtime');
// The trimmed font catalogue the server loads (fontCatalogueBuild.mjs).
const fontsOut = path.join(buildDir, 'fonts');

/** Writes dist/client/index.html pointing at the hashed entry chunk and stylesheet. */
const htmlPlugin = {
  name: 'index-html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const outputs = Object.entries(result.metafile.outputs);
      const entry = outputs.find(([, meta]) => meta.entryPoint === 'src/main.tsx');
      if (!entry) throw new Error('client entry output not found');
      const [entryFile, entryMeta] = entry;
      const cssFile = entryMeta.cssBundle;
      const boot = outputs.find(([, meta]) => meta.entryPoint === 'src/boot.ts');
      if (!boot) throw new Error('boot entry output not found');
      const bootFile = boot[0];
      const toUrl = (file) => '/' + path.relative(clientOut, path.join(root, file)).split(path.sep).join('/');
      const template = await readFile(path.join(root, 'src/index.html'), 'utf8');
      // The entry's static imports are fetched together with it (else each shared chunk is one more round trip
      // after the entry has been parsed), and the app's code it imports dynamically at once (ENTRY_DYNAMIC_CODE);
      // the routes' chunks are listed for src/app/routeCode.ts to preload.
      const entryChunks = staticClosure(result.metafile, [entryFile, bootFile], ENTRY_DYNAMIC_CODE);
      entryChunks.delete(entryFile);
      entryChunks.delete(bootFile);
      // In the order the page needs them (HTTP/1.1: six connections; the browser asks in document order): the first
      // script's chunks and the first script, then main's and main, then the code main imports at once; a flow URL's
      // route chunks come after all of these (the server puts them at the end of the head). With the scripts after
      // every preload, the first script arrived last (~0.8 s later on the busy machine: issue 24).
      const bootChunks = [...staticClosure(result.metafile, [bootFile])].filter((file) => file !== bootFile);
      const mainChunks = [...staticClosure(result.metafile, [entryFile])].filter((file) => file !== entryFile && file !== bootFile && !bootChunks.includes(file));
      // The first view's picture's code first among them (the app takes it statically anyway, so no page loads more):
      // the first script imports it the moment the first view answers, and its own chunk, which nothing else
      // preloads, waited for a free connection behind the app's and the API's requests (asked at 0.54 s, first byte
      // at 1.1 s in a cold 1k open).
      const picture = outputs.find(([, meta]) => meta.entryPoint === PICTURE_CODE);
      if (!picture) throw new Error(`${PICTURE_CODE} not found in the build`);
      const early = new Set([...bootChunks, bootFile, ...mainChunks, entryFile]);
      const pictureChunks = [...staticClosure(result.metafile, [picture[0]])].filter((file) => !early.has(file));
      const mainDynamicChunks = [
        ...pictureChunks,
        ...[...entryChunks].filter((file) => !early.has(file) && !pictureChunks.includes(file)),
      ];
      const preload = (files) => files.map((file) => `<link rel="modulepreload" href="${toUrl(file)}">\n    `).join('');
      // The first script and main are fetched by preloads and started by one inline script at the end (below),
      // not by <script type="module"> elements: those hold the page's load event until they have run, and while a
      // page loads the browser draws its loading indicator, each frame of which the GPU process draws in software
      // without a GPU, so that every synchronous WebGL call of the page (the canvas's context) waits behind one.
      const scripts = `${preload(bootChunks)}${preload([bootFile])}${preload(mainChunks)}${preload([entryFile])}${preload(mainDynamicChunks)}`;
      const starter = `<script>${startScripts(toUrl(bootFile), toUrl(entryFile))}</script>`;
      const routeChunks = {};
      for (const [route, source] of Object.entries(ROUTE_CODE)) {
        const page = outputs.find(([, meta]) => meta.entryPoint === source);
        if (!page) throw new Error(`route code ${source} not found in the build`);
        const closure = staticClosure(result.metafile, [page[0]], ROUTE_DYNAMIC_CODE);
        routeChunks[route] = [...closure].filter((file) => !entryChunks.has(file) && !early.has(file) && !pictureChunks.includes(file)).map(toUrl);
      }
      // A JSON data block: never executed, so the Content-Security-Policy has nothing to say about it.
      const routeChunksBlock = `<script type="application/json" id="route-chunks">${JSON.stringify(routeChunks).replace(/</g, '\\u003c')}</script>`;
      const headScript = await headScriptElement();
      // A function, so that no `$` in the code is read as a replacement pattern.
      const html = template
        .replace('<!--head-script-->', () => headScript)
        .replace('<!--styles-->', cssFile ? `<link rel="stylesheet" href="${toUrl(cssFile)}">` : '')
        .replace('<!--scripts-->', () => `${scripts}${routeChunksBlock}${starter}`);
      await writeFile(path.join(clientOut, 'index.html'), html);
      await cp(path.join(root, 'assets'), path.join(clientOut, 'static'), { recursive: true });
    });
  },
};

/**
 * The page's two modules, imported one after the other (the first script's requests before the app's code runs), the
 * second after the first has run, as <script type="module"> elements run. An inline classic script after the style
 * sheet, so that, as module scripts do, it runs once the style sheet is in; the page's load event waits for the style
 * sheet but not for the modules (dynamic imports do not hold it). The first script only starts requests early: when
 * it cannot be loaded its error is reported and main still runs. When main cannot be loaded (a deployment replaced
 * the files, the network dropped) the page says so, as main.tsx does when its own code cannot be loaded.
 */
function startScripts(first, main) {
  const rethrow = '(e)=>setTimeout(()=>{throw e})';
  const unavailable = `(e)=>{const p=document.createElement("p");p.setAttribute("role","alert");p.textContent=${JSON.stringify(CODE_UNAVAILABLE)};document.getElementById("root").replaceChildren(p);setTimeout(()=>{throw e})}`;
  return `import(${JSON.stringify(first)}).catch(${rethrow}).then(()=>import(${JSON.stringify(main)})).catch(${unavailable})`;
}

/**
 * src/headScript.ts as one inline classic script, for the head before the style sheet (a style sheet that is loading
 * holds up the scripts after it): it runs while the page is parsed (src/app/firstViewAhead.ts). Always minified
 * (every page carries it); the server allows it by its hash (server/clientApp.ts).
 */
async function headScriptElement() {
  const result = await esbuild.build({
    ...browserOptions,
    entryPoints: ['src/headScript.ts'],
    format: 'iife',
    minify: true,
    sourcemap: false,
    metafile: false,
    write: false,
    outdir: undefined,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text.trim();
  if (/<\/script/i.test(code) || /<!--/.test(code)) throw new Error('src/headScript.ts built to code that cannot be inlined in a <script>');
  return `<script>${code}</script>`;
}

/**
 * Routes whose code the client starts loading before it renders (src/app/routeCode.ts): the flow page (the engine
 * and pixi) on a flow URL at once, elsewhere in idle time after sign-in.
 */
const ROUTE_CODE = { widgetFlow: 'src/pages/flow/WidgetFlowPage.tsx' };
/**
 * Chunks the entry imports dynamically at once, so that each is evaluated in a task of its own (src/main.tsx): the
 * sign-in library, then React and the app.
 */
const ENTRY_DYNAMIC_CODE = /\/(createUserManager|renderStudio)-[^/]+\.js$/;
/** What the page says when the app's code cannot be loaded (the same words as main.tsx's). */
const CODE_UNAVAILABLE = 'The studio could not be loaded. Please reload the page.';
/** The first view's picture (src/app/earlyStart.ts imports it dynamically on a flow URL). */
const PICTURE_CODE = 'src/pages/flow/firstViewPicture.ts';
/** Chunks a route's code imports dynamically but needs at once (pixi's WebGL renderer and browser extensions). */
const ROUTE_DYNAMIC_CODE = /\/(WebGLRenderer|browserAll)-[^/]+\.js$/;

/**
 * The output files `files` import statically, transitively (themselves included), plus those they import
 * dynamically whose names match `dynamic` (and what those import statically).
 */
function staticClosure(metafile, files, dynamic = null) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.external) continue;
      if (imported.kind === 'import-statement' || (imported.kind === 'dynamic-import' && dynamic?.test(imported.path))) visit(imported.path);
    }
  };
  for (const file of files) visit(file);
  return seen;
}

/** In watch mode: (re)starts the server after each successful server build. */
function serverRestartPlugin() {
  let child = null;
  return {
    name: 'server-restart',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        if (child) child.kill('SIGTERM');
        child = spawn(process.execPath, ['--enable-source-maps', path.join(serverOut, 'main.js')], {
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
        });
      });
    },
  };
}

/** What the client bundle and the flow-load worker share: browser ESM into dist/client/assets, hashed names. */
const browserOptions = {
  absWorkingDir: root,
  outdir: path.join(clientOut, 'assets'),
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  sourcemap: true,
  // BUILD_MINIFY=0: readable names in CPU profiles (production React and settings otherwise).
  minify: production && process.env.BUILD_MINIFY !== '0',
  metafile: true,
  logLevel: 'info',
};

const clientOptions = {
  ...browserOptions,
  entryPoints: ['src/main.tsx', 'src/boot.ts'],
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  splitting: true,
  jsx: 'automatic',
  loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  plugins: [htmlPlugin, pixiBuildPatches],
};

/** The flow page's loading worker (src/pages/flow/flowLoad.worker.ts): its own hashed file, built first. */
const workerOptions = { ...browserOptions, entryPoints: { 'flow-load-worker': 'src/pages/flow/flowLoad.worker.ts' } };

/** Builds the worker and tells the client where it is (__FLOW_LOAD_WORKER_URL__). */
async function buildWorker() {
  const result = await esbuild.build(workerOptions);
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
  const url = '/' + path.relative(clientOut, path.join(root, file)).split(path.sep).join('/');
  clientOptions.define = { ...clientOptions.define, __FLOW_LOAD_WORKER_URL__: JSON.stringify(url) };
}

const serverOptions = {
  entryPoints: ['server/main.ts'],
  absWorkingDir: root,
  outfile: path.join(serverOut, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ['node24'],
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
  plugins: watch ? [serverRestartPlugin()] : [],
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files the studio serves from dist/client that are worth compressing. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of 1 KiB or more
 * under `dir`, for @fastify/static's preCompressed serving; a variant that would not be smaller is skipped.
 */
async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  let before = 0;
  let afterBrotli = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            // Source maps are large and rarely fetched: a fast level is enough for them.
            [zlib.constants.BROTLI_PARAM_QUALITY]: file.endsWith('.map') ? 5 : 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      if (!file.endsWith('.map')) {
        before += content.length;
        afterBrotli += Math.min(br.length, content.length);
      }
      if (br.length < content.length) await writeFile(file + '.br', br);
      if (gz.length < content.length) await writeFile(file + '.gz', gz);
    }),
  );
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${files.length} files under ${path.relative(root, dir)}: ${kib(before)} of code and styles, ${kib(afterBrotli)} with brotli`);
}

await rm(buildDir, { recursive: true, force: true });
await mkdir(clientOut, { recursive: true });

await buildWorker();
if (watch) {
  const client = await esbuild.context(clientOptions);
  const server = await esbuild.context(serverOptions);
  // The documentation is built once (docs/*.md); restart the watch to see an edit there.
  await Promise.all([client.watch(), server.watch(), buildRuntimeBundles(root, runtimeOut), buildFontCatalogue(root, fontsOut), buildDocs(root, clientOut)]);
} else {
  await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions), buildRuntimeBundles(root, runtimeOut), buildFontCatalogue(root, fontsOut), buildDocs(root, clientOut)]);
  await Promise.all([precompress(path.join(clientOut, 'assets')), precompress(path.join(clientOut, 'static')), precompress(path.join(clientOut, 'docs', 'assets'))]);
}
