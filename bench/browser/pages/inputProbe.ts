// Page-side bookkeeping for the real-input bench (input is sent by Playwright through CDP, as a user's mouse):
// a log of animation-frame timestamps while input plays, and when the last wheel or pointer event arrived.
import { INPUT_MARK } from '../frameTrace';
import { nextFrame } from './frameTimer';

let logging = false;
let stamps: number[] = [];
let lastInput = 0;

for (const type of ['wheel', 'pointermove', 'pointerup'] as const) {
  window.addEventListener(
    type,
    () => {
      lastInput = performance.now();
      // In the trace: the bench tells the frames while input came from those after it (a zoom's settle).
      if (logging) performance.mark(INPUT_MARK);
    },
    { capture: true, passive: true },
  );
}

function record(time: number): void {
  if (!logging) return;
  stamps.push(time);
  void nextFrame().then(record);
}

export function startFrameLog(): void {
  stamps = [];
  logging = true;
  void nextFrame().then(record);
}

/** Frame deltas (ms) since startFrameLog. */
export function stopFrameLog(): number[] {
  logging = false;
  return stamps.slice(1).map((time, i) => time - stamps[i]!);
}

export function lastInputAt(): number {
  return lastInput;
}

/** performance.now() at the first animation frame where `done()` holds (checked once per frame). */
export async function firstFrameWhere(done: () => boolean, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    await nextFrame();
    const now = performance.now();
    if (done() || now - start > timeoutMs) return now;
  }
}
