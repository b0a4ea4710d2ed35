// Debian's Chromium as the e2e tests and the benches launch it: headless, software WebGL (SwiftShader) by default, no
// background traffic (this machine's closed network refuses it). One list for playwright.config.ts and bench/.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How WebGL is drawn: SwiftShader (software) unless CHROMIUM_GL_ARGS names other switches, space-separated — on a
 * machine with a GPU, e.g. `--use-angle=vulkan --enable-features=Vulkan --ignore-gpu-blocklist` (bench/README, "With
 * a GPU").
 */
const SWIFTSHADER_ARGS = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];
const GL_ARGS = process.env.CHROMIUM_GL_ARGS?.split(/\s+/).filter(Boolean) ?? SWIFTSHADER_ARGS;

/** The launch's switches around a set of GL switches. */
const argsWith = (gl: readonly string[]): string[] => ['--no-sandbox', ...gl, '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const CHROMIUM_ARGS = argsWith(GL_ARGS);

/** Launch options for playwright-core's chromium.launch(). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Named sets of GL switches that the studio benches put side by side (`--builds dist@no-gpu`):
 * - `swiftshader`: the default above. Chromium takes SwiftShader for its GPU, so WebGL, rasterization and compositing
 *   all run in it (chrome://gpu: "Hardware accelerated").
 * - `no-gpu`: `--enable-unsafe-swiftshader` alone, and Chromium chooses as it does by itself on a machine without a
 *   usable GPU (a VM, a remote desktop, where SwiftShader is allowed for WebGL: the EnableUnsafeSwiftShader policy):
 *   compositing, rasterization and 2D canvas on the CPU (chrome://gpu: "Software only"), WebGL in SwiftShader, its
 *   frames read back for the software compositor.
 */
export const GL_SETS: Readonly<Record<string, readonly string[]>> = {
  swiftshader: SWIFTSHADER_ARGS,
  'no-gpu': ['--enable-unsafe-swiftshader'],
};

/** Launch options with a named GL set instead of GL_ARGS (none: CHROMIUM_LAUNCH). */
export function chromiumLaunchWith(glSet: string | undefined): { executablePath: string; args: string[] } {
  if (glSet === undefined) return CHROMIUM_LAUNCH;
  const gl = GL_SETS[glSet];
  if (!gl) throw new Error(`unknown GL set ${glSet} (known: ${Object.keys(GL_SETS).join(', ')})`);
  return { executablePath: CHROMIUM_PATH, args: argsWith(gl) };
}

/**
 * The end-to-end tests' launch: the same, with the page composited on the CPU (`--disable-gpu-compositing`). WebGL
 * still runs in SwiftShader, and the tests read the canvas's pixels as before; only the compositor's own drawing of
 * every frame of every page (a hover, a modal, a navigation) leaves software GL. On a 2-core machine that was 40 % of the
 * suite's CPU (README, "Set up on a fresh machine"). The benches keep GPU compositing (CHROMIUM_LAUNCH): what they
 * measure is what a visitor's browser does.
 */
export const E2E_CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-gpu-compositing'] };
