// esbuild bundles CSS imported from TS; TypeScript only needs to know such imports exist.
declare module '*.css';
