// DOM events → editor input (framework-free; the mapping functions run in Node).
export { keyCommand, isTextEntryTarget, type EditorKeyCommand, type KeyLike, type KeyboardCanvasCommand, type Direction } from './keyCommand';
export { wheelEvent, WHEEL_LINE_PX, type WheelLike } from './wheelInput';
export { toCanvasPointer, type CanvasPointer, type CanvasCursor, type PointerLike } from './canvasPointer';
export { PointerRouter, type PointerRouterHost, type DrawingPhase } from './PointerRouter';
export { attachCanvasInput, type CanvasInputTarget } from './attachCanvasInput';
