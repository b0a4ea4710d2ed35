#!/usr/bin/env bash
# The browser benches on a lent GPU machine (bench/README, "With a GPU"), from the pieces bench/device/pack.sh wrote.
# A call carries at most 64 MiB, so the pieces go over in several calls, each kept in /tmp while the machine stays
# warm; the last call unpacks them, finds the Chromium switches that give WebGL the GPU and runs the steps:
#
#   bench/device/run.sh stash                       # (carry .device/piece.aa) keep this call's piece
#   bench/device/run.sh open engine input software  # (carry the last piece and bench/bundled) unpack and run
#
# Steps: open (studio open, cold and warm, 1k and 100k), engine (ours at 1k, 20k, 100k and React Flow at 1k, 20k under
# real input, one round), input (studio pan and zoom, 1k and 100k), long-frames (ours at 1k and 100k, each presented
# interval over 50 ms explained from the trace), software (studio open at 1k with SwiftShader on the same machine).
# Each step has a time limit that fits the session's device time; a step cut short still leaves its rounds in
# runs.log. Results and logs go to $OUT (at most 8 files come back: machine.txt, chrome-gpu.txt, runs.log and one JSON
# per step). Without a GPU (the probe finds none) only the software step runs.
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-/tmp/device-out}
PIECES=/tmp/device-pieces
mkdir -p "$PIECES" "$OUT"
for piece in .device/piece.*; do [ -f "$piece" ] && cp "$piece" "$PIECES/"; done
ls -la "$PIECES"
[ "${1:-}" = stash ] && exit 0

unxz() { if command -v xz >/dev/null; then xz -dc; else python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.stdin.buffer), sys.stdout.buffer)'; fi; }
if [ ! -x /tmp/chr/chromium/chromium ]; then
  cat "$PIECES"/piece.* | unxz | tar -xf - -C /tmp --exclude='repo/bench/bundled' || { echo "unpacking failed: pieces missing?"; exit 1; }
  cp -a /tmp/repo/. .
fi

export PATH=/tmp/chr/bin:$PATH CHROMIUM_PATH=/tmp/chr/chromium/chromium FONTCONFIG_FILE=/tmp/chr/fonts/fonts.conf
export LD_LIBRARY_PATH=/tmp/chr/lib:/usr/local/nvidia/lib64:/usr/local/nvidia/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
icd=$(find /usr/local/nvidia /usr/share/vulkan /etc/vulkan -name 'nvidia_icd*.json' 2>/dev/null | head -1)
egl=$(find /usr/local/nvidia /usr/share/glvnd /etc/glvnd -name '*nvidia*.json' -path '*egl_vendor*' 2>/dev/null | head -1)
[ -n "$icd" ] && export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd
[ -n "$egl" ] && export __EGL_VENDOR_LIBRARY_FILENAMES=$egl
{
  echo "node $(node --version); vulkan ICD ${icd:-none}; EGL vendor ${egl:-none}; cores $(nproc)"
  nvidia-smi -L; ls /dev/nvidia* /dev/dri 2>&1 | tr '\n' ' '; echo
  ldd "$CHROMIUM_PATH" | grep 'not found'
} 2>&1 | tee "$OUT/machine.txt"

probe=$(node bench/bundled/glProbe.mjs --gpu-page "$OUT/chrome-gpu.txt" 2>&1 | tee -a "$OUT/machine.txt")
gl_args=$(printf '%s\n' "$probe" | sed -n 's/^CHROMIUM_GL_ARGS=//p' | tail -1)
[ -n "$gl_args" ] || echo "no switch set gave WebGL the GPU (see $OUT/chrome-gpu.txt): only the software step runs" | tee -a "$OUT/machine.txt"

run() { # step name, time limit (s), command…
  local name=$1 limit=$2; shift 2
  echo "== $name (limit ${limit}s) $(date +%T)" | tee -a "$OUT/runs.log"
  timeout "$limit" "$@" >> "$OUT/runs.log" 2>&1; echo "== $name rc=$? $(date +%T)" | tee -a "$OUT/runs.log"
}
for step in "$@"; do
  [ -n "$gl_args" ] || [ "$step" = software ] || continue
  case $step in
    open) CHROMIUM_GL_ARGS=$gl_args BUILD_DIR=dist-bench BENCH_COLD_ROUNDS=3 BENCH_ROUNDS=5 run open 160 node bench/bundled/studioOpenBench.mjs --sizes 1000,100000 --out "$OUT/studio-open-gpu.json" ;;
    engine) CHROMIUM_GL_ARGS=$gl_args BENCH_PAGES=prebuilt BENCH_ROUNDS=1 BENCH_SIZES=1000,20000,100000 run engine 130 node bench/bundled/inputBench.mjs --out "$OUT/input-gpu.json" ;;
    input) CHROMIUM_GL_ARGS=$gl_args BUILD_DIR=dist-bench BENCH_ROUNDS=2 run input 140 node bench/bundled/studioInputBench.mjs --sizes 1000,100000 --out "$OUT/studio-input-gpu.json" ;;
    long-frames) CHROMIUM_GL_ARGS=$gl_args BENCH_PAGES=prebuilt BENCH_ENGINES=ours BENCH_LONG_FRAME_MS=50 BENCH_ROUNDS=2 BENCH_SIZES=1000,100000 run long-frames 120 node bench/bundled/inputBench.mjs --out "$OUT/input-long-frames-gpu.json" ;;
    software) BUILD_DIR=dist-bench BENCH_COLD_ROUNDS=2 BENCH_ROUNDS=2 run software 60 node bench/bundled/studioOpenBench.mjs --sizes 1000 --out "$OUT/studio-open-swiftshader.json" ;;
    *) echo "unknown step $step" ;;
  esac
done
