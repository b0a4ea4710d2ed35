// Debian's Chromium as the e2e tests and the benches launch it: headless, software WebGL (SwiftShader), no
// background traffic (this machine's closed network refuses it). One list for playwright.config.ts and bench/.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for playwright-core's chromium.launch(). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
