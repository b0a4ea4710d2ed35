// The renderer: the framework-free interface the editor talks to, and its pixi (WebGL) implementation.
export {
  createInteractionState,
  type FlowRenderer,
  type InteractionState,
  type PortRefOnSide,
  type RenderStats,
  type SceneSource,
  type ViewportState,
} from './FlowRenderer';
export { PixiFlowRenderer, type FlowSurface } from './PixiFlowRenderer';
export { NODE_KIND_LABELS, NODE_KIND_COLORS, cssColor } from './nodeKindStyle';
export { renderTheme, type RenderTheme } from './renderTheme';
export { LOW_DETAIL_SCALE, visibleWorld } from './visibleWorld';
export { createMinimap, type MinimapHandle, type MinimapSource, type OverviewSink } from './MinimapView';
export { browserWebGlProfile, pixiApplicationOptions } from './detectWebGlRenderer';
export { webGlProfile, type WebGlProfile } from './webGlProfile';
export { preloadPixiRenderer } from './preloadPixiRenderer';
export { startFlowCanvas, type FlowCanvas } from './flowCanvas';
export { createPresenceOverlay, type PresenceOverlayHandle } from './PresenceOverlay';
export type { PresenceMarks, PointerMark, OutlineMark } from './presenceMarks';
