// A stand-in for a 2D canvas context in unit tests (node and happy-dom have none): it keeps what is set on it
// (fillStyle, font, …), records every method called with its arguments and the fill style in force, and measures
// text at a fixed width per character. Used where a test checks what is drawn (paintFirstView, the shape atlas) or
// only needs drawing to go somewhere (the cards' graphics).

export interface RecordedCall {
  name: string;
  args: unknown[];
  /** The fill style in force when the call was made. */
  fill: string;
}

/** Text measures this many pixels per character. */
export const RECORDED_CHAR_WIDTH = 6;

/** A context that records its calls; `T` is the context type the code under test takes. */
export function recordingContext<T = CanvasRenderingContext2D>(): { context: T; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const state: Record<string, unknown> = { fillStyle: '' };
  const context = new Proxy(state, {
    get: (target, name: string) => {
      if (name in target) return target[name];
      if (name === 'measureText') return (text: string) => ({ width: text.length * RECORDED_CHAR_WIDTH });
      return (...args: unknown[]) => void calls.push({ name, args, fill: String(target.fillStyle) });
    },
    set: (target, name: string, value) => {
      target[name] = value;
      return true;
    },
  });
  return { context: context as unknown as T, calls };
}

/** Every canvas's getContext answers `context` from now on (happy-dom's canvases have no 2D context of their own). */
export function canvasesDrawOn(context: unknown): void {
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
}
