// The named GL switch sets the studio benches put side by side (`--builds dist@no-gpu`, tests/harness/chromium.ts).
import { describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH, chromiumLaunchWith } from '../../tests/harness/chromium';

describe('chromiumLaunchWith', () => {
  it('launches as CHROMIUM_LAUNCH without a set', () => {
    expect(chromiumLaunchWith(undefined)).toBe(CHROMIUM_LAUNCH);
  });

  it('no-gpu leaves Chromium to choose: SwiftShader allowed for WebGL, not forced as its GL', () => {
    const { args } = chromiumLaunchWith('no-gpu');
    expect(args).toContain('--enable-unsafe-swiftshader');
    expect(args).not.toContain('--use-angle=swiftshader');
    // The rest of the launch (no sandbox, no background traffic) is kept.
    for (const arg of ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync']) expect(args).toContain(arg);
  });

  it('swiftshader forces SwiftShader as Chromium’s GL, once', () => {
    const { args } = chromiumLaunchWith('swiftshader');
    expect(args.filter((arg) => arg === '--use-angle=swiftshader')).toHaveLength(1);
    expect(args.filter((arg) => arg === '--enable-unsafe-swiftshader')).toHaveLength(1);
  });

  it('refuses a set it does not know, naming the known ones', () => {
    expect(() => chromiumLaunchWith('gpu')).toThrow(/unknown GL set gpu \(known: swiftshader, no-gpu\)/);
  });
});
