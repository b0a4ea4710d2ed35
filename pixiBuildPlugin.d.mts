import type { Plugin } from 'esbuild';

/** Replaces pixi's canvas blend-mode probe (run at module evaluation) with its answer on supported browsers. */
export const pixiBuildPatches: Plugin;
