// Runs a code node's module (editor.md §3: `export default async function (context) { … }`) in QuickJS
// compiled to WebAssembly, inside a worker thread: its own heap with a memory limit, a stack limit, a
// deadline enforced by QuickJS's interrupt handler, and a hard wall-clock kill of the worker when the VM
// does not come back (a memory bomb can make QuickJS's collector thrash for many seconds without reaching
// the interrupt handler). No network, no file system, no host objects but the context API the code form
// documents: context.getValue('<id>.<name>') and context.addValue(name, value). An infinite loop, a memory
// bomb or a thrown error end that run only (CodeRunError); the server's event loop never runs the code.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ContextValue } from '../../../contracts/runtime';

export const CODE_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
export const CODE_TIME_LIMIT_MS = 1_000;
/** Extra time for the worker to start and load QuickJS before it is killed. */
const WORKER_GRACE_MS = 2_000;

export type CodeRunErrorCode = 'code-error' | 'code-timeout' | 'code-memory' | 'code-invalid-module';

export class CodeRunError extends Error {
  constructor(
    readonly code: CodeRunErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface CodeRunLimits {
  memoryBytes: number;
  timeMs: number;
}

type SandboxOutcome = { ok: true; values: Record<string, ContextValue> } | { ok: false; code: CodeRunErrorCode; message: string };

interface SandboxInput {
  source: string;
  values: Record<string, ContextValue>;
  limits: CodeRunLimits;
}

/**
 * The sandbox itself. Self-contained (no reference to this module's scope): its source text is what the
 * worker evaluates, with the quickjs-emscripten module passed in.
 */
async function runInQuickJs(quickjs: typeof import('quickjs-emscripten'), input: SandboxInput): Promise<SandboxOutcome> {
  const ADDED_VALUES_MAX = 50;
  const ADDED_TEXT_MAX = 10_240;
  const normalise = (raw: string) => {
    const name = raw.toLowerCase().replace(/[^a-z0-9_]/g, '_').replace(/_+/g, '_').replace(/^_+|_+$/g, '');
    return name === '' ? '_' : name;
  };
  const module = await quickjs.getQuickJS();
  const runtime = module.newRuntime();
  const deadline = Date.now() + input.limits.timeMs;
  const timedOut = () => Date.now() > deadline;
  // A promise the code never settles (`await new Promise(() => {})`) answers null at the deadline.
  const withinDeadline = <T,>(promise: Promise<T>): Promise<T | null> =>
    Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())))]);
  runtime.setMemoryLimit(input.limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(quickjs.shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  type Handle = ReturnType<typeof vm.newObject>;
  const failure = (handle: Handle): SandboxOutcome => {
    const dumped = vm.dump(handle) as { name?: string; message?: string } | string;
    const name = typeof dumped === 'object' && dumped !== null ? dumped.name : undefined;
    const message = typeof dumped === 'object' && dumped !== null ? String(dumped.message ?? dumped.name ?? 'error') : String(dumped);
    if (/out of memory/i.test(message)) return { ok: false, code: 'code-memory', message: 'The code used more memory than its limit' };
    if (timedOut() || (name === 'InternalError' && message === 'interrupted')) return { ok: false, code: 'code-timeout', message: 'The code ran longer than its time limit' };
    return { ok: false, code: 'code-error', message: `${name ?? 'Error'}: ${message}`.slice(0, 1024) };
  };
  const toValue = (handle: Handle): ContextValue => {
    const type = vm.typeof(handle);
    if (type === 'string') return vm.getString(handle).slice(0, ADDED_TEXT_MAX);
    if (type === 'number') return vm.getNumber(handle);
    if (type === 'boolean' || type === 'undefined') return type === 'boolean' ? (vm.dump(handle) as boolean) : null;
    const dumped = vm.dump(handle);
    return dumped === null ? null : JSON.stringify(dumped).slice(0, ADDED_TEXT_MAX);
  };
  const added: Record<string, ContextValue> = {};
  const context = vm.newObject();
  const getValue = vm.newFunction('getValue', (nameHandle) => {
    const name = vm.typeof(nameHandle) === 'string' ? vm.getString(nameHandle).trim() : '';
    const value = Object.hasOwn(input.values, name) ? input.values[name] : null;
    if (typeof value === 'string') return vm.newString(value);
    if (typeof value === 'number') return vm.newNumber(value);
    if (typeof value === 'boolean') return value ? vm.true : vm.false;
    return vm.null;
  });
  const addValue = vm.newFunction('addValue', (nameHandle, valueHandle) => {
    if (vm.typeof(nameHandle) !== 'string') return vm.newError('addValue: the name must be a string');
    const name = normalise(vm.getString(nameHandle));
    if (!Object.hasOwn(added, name) && Object.keys(added).length >= ADDED_VALUES_MAX) return vm.newError(`addValue: at most ${ADDED_VALUES_MAX} values`);
    added[name] = valueHandle === undefined ? null : toValue(valueHandle);
    return vm.undefined;
  });
  vm.setProp(context, 'getValue', getValue);
  vm.setProp(context, 'addValue', addValue);
  const evaluated = vm.evalCode(input.source, 'code-node.js', { type: 'module', strict: true });
  if (evaluated.error) return failure(evaluated.error);
  let exportsHandle = evaluated.value;
  if (vm.getPromiseState(exportsHandle).type === 'pending') {
    // A module with top-level await answers a promise of its exports.
    const settled = vm.resolvePromise(exportsHandle);
    runtime.executePendingJobs();
    const result = await withinDeadline(settled);
    if (result === null) return { ok: false, code: 'code-timeout', message: 'The code did not finish within its time limit' };
    if (result.error) return failure(result.error);
    exportsHandle = result.value;
  }
  const main = vm.getProp(exportsHandle, 'default');
  if (vm.typeof(main) !== 'function') return { ok: false, code: 'code-invalid-module', message: 'The code must export a default function' };
  const called = vm.callFunction(main, vm.undefined, context);
  if (called.error) return failure(called.error);
  const settled = vm.resolvePromise(called.value);
  // Run the promise jobs until none is left (the deadline interrupts an endless chain).
  for (;;) {
    const jobs = runtime.executePendingJobs();
    if (jobs.error) return failure(jobs.error);
    if (jobs.value === 0) break;
  }
  const outcome = await withinDeadline(settled);
  if (outcome === null) return { ok: false, code: 'code-timeout', message: 'The code did not finish within its time limit' };
  if (outcome.error) return failure(outcome.error);
  // The worker ends with the run: its VM and heap go with it.
  return { ok: true, values: added };
}

const quickjsPath = createRequire(import.meta.url).resolve('quickjs-emscripten');

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const quickjs = require(${JSON.stringify(quickjsPath)});
const run = ${runInQuickJs.toString()};
run(quickjs, workerData).then(
  (outcome) => parentPort.postMessage(outcome),
  (error) => parentPort.postMessage({ ok: false, code: /out of memory|memory access/i.test(String(error && error.message)) ? 'code-memory' : 'code-error', message: String(error && error.message || error).slice(0, 1024) }),
);
`;

export function runCode(
  source: string,
  values: Record<string, ContextValue>,
  limits: CodeRunLimits = { memoryBytes: CODE_MEMORY_LIMIT_BYTES, timeMs: CODE_TIME_LIMIT_MS },
): Promise<Record<string, ContextValue>> {
  return new Promise((resolve, reject) => {
    const input: SandboxInput = { source, values, limits };
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: input,
      // The worker's own V8 heap: QuickJS's wasm memory is bounded by its limit, this bounds the rest.
      resourceLimits: { maxOldGenerationSizeMb: 64 + Math.ceil(limits.memoryBytes / 1048576), maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (outcome: SandboxOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(killer);
      void worker.terminate();
      if (outcome.ok) resolve(outcome.values);
      else reject(new CodeRunError(outcome.code, outcome.message));
    };
    const killer = setTimeout(() => finish({ ok: false, code: 'code-timeout', message: 'The code ran longer than its time limit' }), limits.timeMs + WORKER_GRACE_MS);
    worker.on('message', (outcome: SandboxOutcome) => finish(outcome));
    worker.on('error', (error) =>
      finish({ ok: false, code: /memory/i.test(error.message) ? 'code-memory' : 'code-error', message: error.message.slice(0, 1024) }),
    );
    worker.on('exit', () => finish({ ok: false, code: 'code-memory', message: 'The code used more memory than its limit' }));
  });
}
