// Geometry, spatial index and hit-testing: what the renderer and input layer use.
export * from './nodeGeometry';
export * from './connectionCurve';
export { SpatialIndex, type IndexedBox } from './SpatialIndex';
export { hitTest, PORT_HIT_PX, type HitResult } from './hitTest';
