import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE } from '../../../engine/model/kinds/codeKind';
import { CodeRunError, runCode } from './codeSandbox';

const limits = { memoryBytes: 8 * 1024 * 1024, timeMs: 3_000 };
const short = { memoryBytes: 8 * 1024 * 1024, timeMs: 300 };

describe('runCode (QuickJS sandbox)', () => {
  it('reads values with getValue and offers values with addValue', async () => {
    const source = `export default async function (context) {
      const email = context.getValue('1.email');
      context.addValue('Upper Email', email.toUpperCase());
      context.addValue('count', 2 + context.getValue('2.n'));
      context.addValue('flag', true);
      context.addValue('missing', context.getValue('9.none'));
      context.addValue('object', { a: 1 });
    }`;
    expect(await runCode(source, { '1.email': 'a@b.test', '2.n': 3 }, limits)).toEqual({
      upper_email: 'A@B.TEST',
      count: 5,
      flag: true,
      missing: null,
      object: '{"a":1}',
    });
  });

  it('runs the default code of a new node', async () => {
    expect(await runCode(DEFAULT_CODE, {}, limits)).toEqual({});
  });

  it('ends an infinite loop with a timeout, and the next run still works', async () => {
    await expect(runCode('export default function () { for (;;) {} }', {}, short)).rejects.toMatchObject({ code: 'code-timeout' });
    await expect(runCode('export default async function () { while (true) { await null; } }', {}, short)).rejects.toMatchObject({ code: 'code-timeout' });
    expect(await runCode("export default function (c) { c.addValue('ok', 1) }", {}, limits)).toEqual({ ok: 1 });
  });

  it('ends a run awaiting a promise that never settles with code-timeout', async () => {
    await expect(runCode('export default async function () { await new Promise(() => {}); }', {}, short)).rejects.toMatchObject({
      code: 'code-timeout',
      message: 'The code did not finish within its time limit',
    });
    await expect(runCode('export default function () { return new Promise(() => {}); }', {}, short)).rejects.toMatchObject({ code: 'code-timeout' });
    await expect(runCode('await new Promise(() => {}); export default function () {}', {}, short)).rejects.toMatchObject({
      code: 'code-timeout',
      message: 'The code did not finish within its time limit',
    });
  });

  it('ends a memory bomb', async () => {
    const bomb = "export default function () { const keep = []; for (;;) keep.push(new Array(100000).fill(keep.length)); }";
    await expect(runCode(bomb, {}, { memoryBytes: 8 * 1024 * 1024, timeMs: 1_000 })).rejects.toMatchObject({ code: expect.stringMatching(/^code-(memory|timeout)$/) });
    await expect(runCode("export default function () { const a = []; for (;;) a.push({ i: a.length }); }", {}, { memoryBytes: 8 * 1024 * 1024, timeMs: 20_000 })).rejects.toMatchObject({ code: 'code-memory' });
    expect(await runCode("export default function (c) { c.addValue('after', 'fine') }", {}, limits)).toEqual({ after: 'fine' });
  });

  it('reports a thrown error and a module without a default function', async () => {
    await expect(runCode("export default function () { throw new TypeError('boom') }", {}, limits)).rejects.toMatchObject({ code: 'code-error', message: 'TypeError: boom' });
    await expect(runCode('export const x = 1;', {}, limits)).rejects.toBeInstanceOf(CodeRunError);
    await expect(runCode('export default function ( {', {}, limits)).rejects.toMatchObject({ code: 'code-error' });
  });

  it('has no network, file system or host globals', async () => {
    const source = `export default function (c) {
      c.addValue('fetch', typeof fetch); c.addValue('require', typeof require); c.addValue('process', typeof process);
    }`;
    expect(await runCode(source, {}, limits)).toEqual({ fetch: 'undefined', require: 'undefined', process: 'undefined' });
  });
});
