// The scripted camera moves both engines get, frame by frame: a pan right/down then back (10 screen px per
// frame), and a zoom in then out around the viewport centre (one wheel notch per frame: ×1.05 in, ×0.95 out, as
// our viewport does; React Flow is given the same transforms). Starting from the fit (often the 0.25 minimum
// for big flows), zooming in first crosses from the cheap level of detail into full detail and back.
import type { MotionKind } from './benchPageApi';

export type MotionStep = { kind: 'pan'; dx: number; dy: number } | { kind: 'zoom'; zoomIn: boolean };

export const PAN_STEP_PX = 10;

export function motionSteps(kind: MotionKind, frames: number): MotionStep[] {
  const steps: MotionStep[] = [];
  for (let i = 0; i < frames; i += 1) {
    if (kind === 'pan') {
      const forward = i < frames / 2;
      steps.push({ kind: 'pan', dx: forward ? PAN_STEP_PX : -PAN_STEP_PX, dy: forward ? PAN_STEP_PX / 2 : -PAN_STEP_PX / 2 });
    } else {
      steps.push({ kind: 'zoom', zoomIn: i < frames / 2 });
    }
  }
  return steps;
}
