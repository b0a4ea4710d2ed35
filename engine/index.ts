// The engine's public API: model, spatial, machines, and the editor with its input and (pixi) render layers.
// Server code imports engine/model/index.ts instead (no pixi, no DOM).
export * from './model/index';
export * from './spatial/index';
export * from './machines/index';
export * from './render/index';
export * from './input/index';
export * from './editor/index';
export * from './collab/index';
export * from './accessibility/index';
