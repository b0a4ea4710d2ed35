// The runtime bundle's entry (runtime-<hash>.js): puts `start` where the loader and the React component find it.
import { startWidget } from './startWidget';
import { RUNTIME_GLOBAL, type RuntimeGlobal } from './loader/runtimeGlobal';

const runtime: RuntimeGlobal = { start: startWidget };
(globalThis as unknown as Record<string, RuntimeGlobal>)[RUNTIME_GLOBAL] = runtime;
