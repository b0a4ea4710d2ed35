import type { Plugin } from 'esbuild';

/** pixi patched at build time: its canvas blend-mode probe and its precision test context answered without a GPU trip, each shader program linked once. */
export const pixiBuildPatches: Plugin;
