// Interaction state machines (XState v5). Side effects come in as provided actors or emitted events.
export * from './viewportMath';
export { viewportMachine, VIEWPORT_FRAME_MS, type ViewportContext, type ViewportEvent, type ViewportInput } from './viewportMachine';
export * from './portEnd';
export * from './connectionDrawingMachine';
export * from './ghostPlacementMachine';
export * from './nodeDragMachine';
export * from './saveMachine';
export * from './publishMachine';
export * from './recomputeDebounceMachine';
