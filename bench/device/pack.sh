#!/usr/bin/env bash
# Packs what a lent GPU machine lacks for the browser benches (bench/README, "With a GPU"): that machine has no Node,
# no Chromium, no network and takes at most 64 MiB per call. Run here, on a Debian machine with the project set up
# (npm ci, Debian's chromium): writes .device/piece.* (xz, split below the call's limit) holding
#   chr/      Debian's Chromium (its own files, the libraries it links beyond glibc, NSS's and glvnd's loaded ones,
#             one font), Node 24
#   repo/     the studio's build (dist-bench, no source maps), the bench pages prebuilt (bench/dist) and the
#             node_modules files the benches and the server load, as traced by a short run here (`trace` below).
# and bench/bundled/*.mjs, the benches as plain JavaScript.
# bench/device/run.sh unpacks and runs them there.
#
#   bench/device/pack.sh trace   # a short traced run of the benches here → .device/modules.log
#   bench/device/pack.sh         # builds and packs
#   bench/device/pack.sh bundles # only the bundled benches (bench/bundled)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
NODE=$ROOT/node_modules/node/bin/node
DEVICE=$ROOT/.device
STAGE=${STAGE:-/tmp/device-stage}
# Each call carries the working tree too (about 12 MB here): pieces of 46 MiB keep a call under its 64 MiB.
PIECE_BYTES=${PIECE_BYTES:-46m}
mkdir -p "$DEVICE"

# The benches as plain JavaScript (no tsx there) in bench/bundled, where their paths to the repository hold. Small and
# often changed: they travel with the working tree (the call names bench/bundled in carry), not in the pieces.
bundle_benches() {
  for entry in bench/studio/studioOpenBench.ts bench/studio/studioInputBench.ts bench/browser/inputBench.ts bench/device/glProbe.ts; do
    node_modules/.bin/esbuild "$entry" --bundle --platform=node --format=esm --target=node24 --packages=external \
      --outfile="bench/bundled/$(basename "$entry" .ts).mjs" --log-level=warning
  done
}
if [ "${1:-}" = bundles ]; then bundle_benches; exit 0; fi

if [ "${1:-}" = trace ]; then
  # Every module the benches and the server resolve (Node's module hooks, inherited by the server's process).
  printf '%s\n' "import { registerHooks } from 'node:module'; import { appendFileSync } from 'node:fs';" \
    "registerHooks({ resolve(s, c, next) { const r = next(s, c); appendFileSync('$DEVICE/modules.log', r.url + '\n'); return r; } });" > "$DEVICE/trace-hook.mjs"
  rm -f "$DEVICE/modules.log"
  BUILD_DIR=dist-bench "$NODE" esbuild.config.mjs
  export NODE_OPTIONS="--import $DEVICE/trace-hook.mjs" BUILD_DIR=dist-bench BENCH_COLD_ROUNDS=1 BENCH_ROUNDS=1 BENCH_MOVES=20
  "$NODE" --import tsx bench/studio/studioOpenBench.ts --sizes 1000 --out "$DEVICE/trace-open.json"
  "$NODE" --import tsx bench/studio/studioInputBench.ts --sizes 1000 --out "$DEVICE/trace-input.json"
  exit 0
fi
[ -s "$DEVICE/modules.log" ] || { echo "run '$0 trace' first" >&2; exit 1; }

rm -rf "$STAGE" && mkdir -p "$STAGE/chr/chromium/locales" "$STAGE/chr/lib" "$STAGE/chr/bin" "$STAGE/chr/fonts" "$STAGE/repo/bench"

# Chromium: the binary and its data, without the Vulkan validation layer, the mock and software Vulkan drivers.
CHR=/usr/lib/chromium
cp "$CHR"/chromium "$CHR"/chrome_crashpad_handler "$CHR"/*.pak "$CHR"/icudtl.dat "$CHR"/*.bin "$CHR"/libvulkan.so.1 "$STAGE/chr/chromium/"
cp "$CHR"/locales/en-US.pak "$STAGE/chr/chromium/locales/"
# The libraries it links, glibc's own excepted (the machine's newer glibc runs them); those it loads by name.
GLIBC='^(libc|libm|libdl|libpthread|librt|libresolv|ld-linux-x86-64)\.so'
ldd "$CHR/chromium" | awk '$3 ~ /^\// {print $1, $3}' | while read -r name file; do
  [[ $name =~ $GLIBC ]] || cp -L "$file" "$STAGE/chr/lib/$name"
done
LIB=/usr/lib/x86_64-linux-gnu
for name in libsoftokn3.so libfreebl3.so libfreeblpriv3.so libnssckbi.so libnssdbm3.so libsoftokn3.chk libfreebl3.chk libfreeblpriv3.chk libnssdbm3.chk \
  libEGL.so.1 libGLESv2.so.2 libGLdispatch.so.0 libOpenGL.so.0 libGLX.so.0 libGL.so.1; do
  cp -L "$LIB/$name" "$STAGE/chr/lib/"
done
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "$STAGE/chr/fonts/"
printf '%s\n' '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">' \
  '<fontconfig><dir>/tmp/chr/fonts</dir><cachedir>/tmp/chr/fontcache</cachedir></fontconfig>' > "$STAGE/chr/fonts/fonts.conf"
cp "$NODE" "$STAGE/chr/bin/node"

# The studio's build and the prebuilt bench pages.
BUILD_DIR=dist-bench "$NODE" esbuild.config.mjs
tar -cf - --exclude='*.map' dist-bench | tar -xf - -C "$STAGE/repo"
"$NODE" --import tsx -e "const m = await import('./bench/browser/buildPages.ts'); const b = await m.buildPages(['ours', 'reactflow']); if (Object.keys(b.errors).length) throw new Error(JSON.stringify(b.errors));"
tar -cf - bench/dist | tar -xf - -C "$STAGE/repo"
# node_modules: every file the trace resolved, the touched packages' package.json and non-script files (wasm, native
# addons, data), playwright-core and PGlite whole.
"$NODE" - "$DEVICE/modules.log" "$ROOT" > "$STAGE/files.txt" <<'JS'
const { readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const [log, root] = process.argv.slice(2);
const modules = path.join(root, 'node_modules') + '/';
const skip = new Set(['tsx', 'esbuild', '@esbuild/linux-x64', 'node']);
const wholly = new Set(['playwright-core', '@electric-sql/pglite']);
const packageOf = (rel) => rel.match(/^((?:@[^/]+\/)?[^/]+)\//)?.[1];
const files = new Set();
const packages = new Set();
for (const url of readFileSync(log, 'utf8').split('\n')) {
  if (!url.startsWith(`file://${modules}`)) continue;
  const rel = url.slice(`file://${modules}`.length);
  const name = packageOf(rel);
  if (!name || skip.has(name)) continue;
  packages.add(name);
  files.add(rel);
}
const script = /\.(d\.[cm]?ts|[cm]?[jt]sx?|map|md|markdown|txt)$/i;
function walk(dir, name) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, name);
    else if (entry.isFile() && (wholly.has(name) || entry.name === 'package.json' || !script.test(entry.name))) files.add(path.relative(modules, full));
  }
}
for (const name of packages) walk(path.join(modules, name), name);
for (const file of [...files].sort()) if (statSync(path.join(modules, file)).isFile()) process.stdout.write(`node_modules/${file}\n`);
JS
tar -cf - -T "$STAGE/files.txt" | tar -xf - -C "$STAGE/repo"

bundle_benches
rm -f "$DEVICE"/piece.*
tar -C "$STAGE" -cf - chr repo | xz -T2 -9 | split -b "$PIECE_BYTES" - "$DEVICE/piece."
du -sh "$STAGE/chr" "$STAGE/repo"; ls -la "$DEVICE"/piece.*
