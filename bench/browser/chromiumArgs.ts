// Debian's Chromium as the benches launch it: headless, software WebGL (SwiftShader), no background traffic.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
