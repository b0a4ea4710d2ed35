// The runtime's URL base, apart from contracts/runtime.ts so the embed loader can name it without bundling
// the request schemas (superstruct) into its few kilobytes.
export const RUNTIME_BASE = '/runtime/v1';
