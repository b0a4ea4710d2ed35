import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test runner, without types
import { failureContexts } from './failureContexts.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function artifacts(tests: Record<string, string | null>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-artifacts-'));
  made.push(dir);
  for (const [name, context] of Object.entries(tests)) {
    mkdirSync(path.join(dir, name));
    if (context !== null) writeFileSync(path.join(dir, name, 'error-context.md'), context);
    else writeFileSync(path.join(dir, name, 'trace.zip'), 'zip');
  }
  return dir;
}

describe('failureContexts', () => {
  it("gives each failed test's error context, and nothing for a test without one", () => {
    const dir = artifacts({ 'widgetResults-danger-zone': '# Page snapshot\n- alertdialog "Delete the widget?"', 'flowEditor-smoke': null });
    expect(failureContexts(dir)).toEqual([{ test: 'widgetResults-danger-zone', text: '# Page snapshot\n- alertdialog "Delete the widget?"' }]);
  });

  it('cuts a long context and says how much was left out', () => {
    const dir = artifacts({ long: 'x'.repeat(6010) });
    const [context] = failureContexts(dir) as { text: string }[];
    expect(context!.text.startsWith('x'.repeat(6000))).toBe(true);
    expect(context!.text.endsWith('… (10 more characters)')).toBe(true);
  });

  it('gives nothing when the run left no artifacts', () => {
    expect(failureContexts(path.join(tmpdir(), 'no-such-artifacts-dir'))).toEqual([]);
  });
});
