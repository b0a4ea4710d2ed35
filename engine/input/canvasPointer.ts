// A pointer event reduced to what the editor needs: canvas-relative screen pixels and the modifier keys.

export interface CanvasPointer {
  /** Screen pixels relative to the canvas's top-left corner. */
  x: number;
  y: number;
  shift: boolean;
  /** Ctrl or Cmd. */
  mod: boolean;
  /** 0 main, 1 middle, 2 secondary. */
  button: number;
}

export interface PointerLike {
  clientX: number;
  clientY: number;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  button: number;
}

export function toCanvasPointer(event: PointerLike, rect: { left: number; top: number }): CanvasPointer {
  return {
    x: event.clientX - rect.left,
    y: event.clientY - rect.top,
    shift: event.shiftKey,
    mod: event.ctrlKey || event.metaKey,
    button: event.button,
  };
}

export type CanvasCursor = 'grab' | 'grabbing' | 'pointer' | 'crosshair' | 'default' | 'ew-resize';
