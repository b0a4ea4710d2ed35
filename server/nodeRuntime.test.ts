import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, nodeMajor, SUPPORTED_NODE_MAJOR } from './nodeRuntime';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('node runtime', () => {
  it('reads the major of a version', () => {
    expect(nodeMajor('24.21.0')).toBe(24);
    expect(nodeMajor('v20.20.2'.slice(1))).toBe(20);
  });

  it('supports the pinned line and newer, not older ones', () => {
    expect(isSupportedNode('24.0.0')).toBe(true);
    expect(isSupportedNode('26.10.0')).toBe(true);
    expect(isSupportedNode('22.23.3')).toBe(false);
    expect(isSupportedNode('20.20.2')).toBe(false);
  });

  it('names one line in package.json engines, the pinned node package and this module', () => {
    expect(packageJson.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
    expect(nodeMajor(packageJson.devDependencies.node!)).toBe(SUPPORTED_NODE_MAJOR);
  });

  it('runs the tests on the pinned Node, not the machine one', () => {
    // vitest's workers are started with process.execPath: this is the node npm/npx put first on PATH.
    console.log(`unit tests run on Node ${process.version} (${process.execPath})`);
    expect(process.versions.node).toBe(packageJson.devDependencies.node);
  });
});
