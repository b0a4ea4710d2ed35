// Which Chromium switches give WebGL a real GPU on this machine: launches the bench's Chromium once per candidate set,
// reads the WebGL renderer (WEBGL_debug_renderer_info) and prints the first set whose renderer is not SwiftShader
// on its last line, as `CHROMIUM_GL_ARGS=<switches>` (nothing there when none is). bench/README, "With a GPU".
//
// `node --import tsx bench/device/glProbe.ts [--gpu-page file]` (CHROMIUM_PATH as for the benches); --gpu-page keeps
// the text of chrome://gpu (feature status, driver, the GPU process's log) for the chosen set, or the first one.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../tests/harness/chromium';

const COMMON = ['--no-sandbox', '--disable-gpu-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Candidate sets, most likely first on a headless Linux server with an NVIDIA driver. */
const CANDIDATES = [
  '--use-angle=vulkan --enable-features=Vulkan --disable-vulkan-surface --ignore-gpu-blocklist',
  '--use-angle=gl-egl --ignore-gpu-blocklist',
  '--use-gl=angle --use-angle=gl --ignore-gpu-blocklist',
  '--use-gl=egl --ignore-gpu-blocklist',
  '--enable-gpu --use-angle=vulkan --enable-features=Vulkan --ignore-gpu-blocklist',
];
const gpuPageOut = process.argv.includes('--gpu-page') ? process.argv[process.argv.indexOf('--gpu-page') + 1] : undefined;

const launchWith = (switches: string) => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...COMMON, ...switches.split(' ')], timeout: 30_000 });

async function gpuPage(switches: string): Promise<string> {
  const browser = await launchWith(switches);
  try {
    const page = await browser.newPage();
    await page.goto('chrome://gpu');
    const text = () => {
      const root = document.querySelector('info-view')?.shadowRoot ?? document.body;
      return [...root.children].filter((child) => child.tagName !== 'STYLE').map((child) => (child as HTMLElement).innerText).join('\n');
    };
    await page.waitForFunction(() => /Graphics Feature Status/.test((document.querySelector('info-view')?.shadowRoot ?? document.body).textContent ?? ''), undefined, { timeout: 10_000 }).catch(() => undefined);
    return await page.evaluate(text);
  } finally {
    await browser.close();
  }
}

async function rendererWith(switches: string): Promise<string> {
  const browser = await launchWith(switches);
  try {
    const page = await browser.newPage();
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return 'no WebGL 2';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return info ? `${gl.getParameter(info.UNMASKED_VENDOR_WEBGL)} | ${gl.getParameter(info.UNMASKED_RENDERER_WEBGL)}` : String(gl.getParameter(gl.RENDERER));
    });
  } finally {
    await browser.close();
  }
}

let chosen = '';
for (const switches of CANDIDATES) {
  const renderer = await rendererWith(switches).catch((error: unknown) => `failed: ${String(error).split('\n')[0]}`);
  process.stdout.write(`${switches}\n  → ${renderer}\n`);
  if (!chosen && !/swiftshader|llvmpipe|failed|no WebGL/i.test(renderer)) chosen = switches;
}
if (gpuPageOut) writeFileSync(gpuPageOut, await gpuPage(chosen || CANDIDATES[0]!).catch((error: unknown) => `chrome://gpu failed: ${String(error)}`));
process.stdout.write(`CHROMIUM_GL_ARGS=${chosen}\n`);
