// The engine's public API (model, spatial, machines). The renderer and input layers will join here.
export * from './model/index';
export * from './spatial/index';
export * from './machines/index';
