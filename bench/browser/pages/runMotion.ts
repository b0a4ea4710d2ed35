// Plays a motion script, one step per animation frame, and measures each frame: the rAF delta and the engine's
// scripting time (the synchronous viewport call, work it deferred to microtasks, and its own frame callbacks).
import type { MotionKind, MotionResult } from './benchPageApi';
import { frames, nextFrame, takeEngineFrameMs } from './frameTimer';
import { motionSteps, type MotionStep } from './motionScript';

export interface MotionDriver {
  step(step: MotionStep): void;
  viewport(): MotionResult['viewport'];
}

/** Resolves after the microtasks queued so far (React flushes synchronous store updates in one). */
function afterMicrotasks(): Promise<void> {
  return new Promise((resolve) => queueMicrotask(resolve));
}

export async function runMotion(driver: MotionDriver, kind: MotionKind, count: number): Promise<MotionResult> {
  const steps = motionSteps(kind, count);
  await frames(3);
  takeEngineFrameMs();
  const startViewport = driver.viewport();
  const frameMs: number[] = [];
  const scriptingMs: number[] = [];
  let last = await nextFrame();
  let pendingCallMs = 0;
  for (let i = 0; i <= steps.length; i += 1) {
    const now = await nextFrame();
    frameMs.push(now - last);
    last = now;
    // The engine's frame callbacks since the previous step drew that step's result.
    if (i > 0) scriptingMs.push(pendingCallMs + takeEngineFrameMs());
    const step = steps[i];
    if (!step) break;
    const start = performance.now();
    driver.step(step);
    await afterMicrotasks();
    pendingCallMs = performance.now() - start;
  }
  await frames(2);
  return { frameMs: frameMs.slice(1), scriptingMs, startViewport, viewport: driver.viewport() };
}
