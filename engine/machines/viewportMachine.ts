// Pan, wheel scroll, zoom around the cursor, toolbar zoom, the first view (firstView.ts) and an animated fit.
// Events carry screen pixels relative to the canvas. Animation advances on delayed "frame" transitions,
// so tests drive it with a SimulatedClock.
import type { BBox } from 'rbush';
import { assign, setup } from 'xstate';
import { FIT_ANIMATION_MS, TOOLBAR_ZOOM_IN, TOOLBAR_ZOOM_OUT, WHEEL_ZOOM_STEP } from '../model/flowLimits';
import type { FirstView } from './firstView';
import { easeInOutCubic, fitBounds, interpolateTransform, zoomAround, type ViewportTransform } from './viewportMath';

export const VIEWPORT_FRAME_MS = 16;

export interface ViewportContext extends ViewportTransform {
  width: number;
  height: number;
  /** Where a pan started: pointer and offset at that moment. */
  pan: { x: number; y: number; offsetX: number; offsetY: number } | null;
  animation: { from: ViewportTransform; to: ViewportTransform; elapsed: number; duration?: number } | null;
  /** Whether the first view was shown (READY is taken once). */
  fitted: boolean;
}

export type ViewportEvent =
  | { type: 'RESIZE'; width: number; height: number }
  /** First ready: the editor's first view (firstView.ts), animated over FIT_ANIMATION_MS or at once; null for an empty flow. */
  | { type: 'READY'; first: FirstView | null }
  | { type: 'FIT'; bounds: BBox | null }
  | { type: 'ZOOM.IN' }
  | { type: 'ZOOM.OUT' }
  /** `zoom` is true with Ctrl or Cmd held. */
  | { type: 'WHEEL'; x: number; y: number; deltaX: number; deltaY: number; zoom: boolean }
  | { type: 'PAN.START'; x: number; y: number }
  | { type: 'POINTER.MOVE'; x: number; y: number }
  | { type: 'POINTER.UP' }
  /** Animates to a transform (find, go to, zoom to selection) in FOCUS_ANIMATION_MS. */
  | { type: 'ANIMATE.TO'; transform: ViewportTransform }
  /** Moves there at once (a drag on the minimap); stops an animation. */
  | { type: 'JUMP.TO'; transform: ViewportTransform };

/** Duration of ANIMATE.TO (shorter than a fit: stepping through find results). */
export const FOCUS_ANIMATION_MS = 400;

export interface ViewportInput {
  width?: number;
  height?: number;
  scale?: number;
  offsetX?: number;
  offsetY?: number;
}

const transformOf = (context: ViewportContext): ViewportTransform => ({ scale: context.scale, offsetX: context.offsetX, offsetY: context.offsetY });

export const viewportMachine = setup({
  types: {
    context: {} as ViewportContext,
    events: {} as ViewportEvent,
    input: {} as ViewportInput,
  },
  delays: { frame: VIEWPORT_FRAME_MS },
  guards: {
    firstReady: ({ context }) => !context.fitted,
    firstReadyAnimated: ({ context, event }) => !context.fitted && event.type === 'READY' && event.first !== null && event.first.animate,
    hasBounds: ({ event }) => event.type === 'FIT' && event.bounds !== null,
    animationDone: ({ context }) => context.animation === null || context.animation.elapsed >= (context.animation.duration ?? FIT_ANIMATION_MS),
  },
  actions: {
    resize: assign(({ event }) => (event.type === 'RESIZE' ? { width: event.width, height: event.height } : {})),
    markFitted: assign({ fitted: true }),
    jumpToFirstView: assign(({ event }) => (event.type === 'READY' && event.first ? { ...event.first.view } : {})),
    startFirstView: assign(({ context, event }) =>
      event.type === 'READY' && event.first ? { animation: { from: transformOf(context), to: event.first.view, elapsed: 0 } } : {},
    ),
    startFit: assign(({ context, event }) => {
      if (event.type !== 'FIT' || !event.bounds) return {};
      return { animation: { from: transformOf(context), to: fitBounds(event.bounds, context.width, context.height), elapsed: 0 } };
    }),
    stepAnimation: assign(({ context }) => {
      const animation = context.animation!;
      const duration = animation.duration ?? FIT_ANIMATION_MS;
      const elapsed = Math.min(animation.elapsed + VIEWPORT_FRAME_MS, duration);
      return { ...interpolateTransform(animation.from, animation.to, easeInOutCubic(elapsed / duration)), animation: { ...animation, elapsed } };
    }),
    startAnimateTo: assign(({ context, event }) =>
      event.type === 'ANIMATE.TO' ? { animation: { from: transformOf(context), to: event.transform, elapsed: 0, duration: FOCUS_ANIMATION_MS } } : {},
    ),
    jumpTo: assign(({ event }) => (event.type === 'JUMP.TO' ? { ...event.transform, animation: null } : {})),
    stopAnimation: assign({ animation: null }),
    zoomIn: assign(({ context }) => zoomAround(transformOf(context), TOOLBAR_ZOOM_IN, context.width / 2, context.height / 2)),
    zoomOut: assign(({ context }) => zoomAround(transformOf(context), TOOLBAR_ZOOM_OUT, context.width / 2, context.height / 2)),
    wheel: assign(({ context, event }) => {
      if (event.type !== 'WHEEL') return {};
      if (event.zoom) {
        if (event.deltaY === 0) return {};
        const factor = event.deltaY < 0 ? 1 + WHEEL_ZOOM_STEP : 1 - WHEEL_ZOOM_STEP;
        return zoomAround(transformOf(context), factor, event.x, event.y);
      }
      return { offsetX: context.offsetX - event.deltaX, offsetY: context.offsetY - event.deltaY };
    }),
    startPan: assign(({ context, event }) =>
      event.type === 'PAN.START' ? { pan: { x: event.x, y: event.y, offsetX: context.offsetX, offsetY: context.offsetY } } : {},
    ),
    pan: assign(({ context, event }) => {
      if (event.type !== 'POINTER.MOVE' || !context.pan) return {};
      return { offsetX: context.pan.offsetX + event.x - context.pan.x, offsetY: context.pan.offsetY + event.y - context.pan.y };
    }),
    endPan: assign({ pan: null }),
  },
}).createMachine({
  id: 'viewport',
  context: ({ input }) => ({
    width: input.width ?? 0,
    height: input.height ?? 0,
    scale: input.scale ?? 1,
    offsetX: input.offsetX ?? 0,
    offsetY: input.offsetY ?? 0,
    pan: null,
    animation: null,
    fitted: false,
  }),
  initial: 'idle',
  on: {
    RESIZE: { actions: 'resize' },
  },
  states: {
    idle: {
      on: {
        READY: [
          { guard: 'firstReadyAnimated', target: 'animating', actions: ['markFitted', 'startFirstView'] },
          { guard: 'firstReady', actions: ['markFitted', 'jumpToFirstView'] },
        ],
        FIT: { guard: 'hasBounds', target: 'animating', actions: 'startFit' },
        'ZOOM.IN': { actions: 'zoomIn' },
        'ZOOM.OUT': { actions: 'zoomOut' },
        WHEEL: { actions: 'wheel' },
        'PAN.START': { target: 'panning', actions: 'startPan' },
        'ANIMATE.TO': { target: 'animating', actions: 'startAnimateTo' },
        'JUMP.TO': { actions: 'jumpTo' },
      },
    },
    panning: {
      on: {
        'POINTER.MOVE': { actions: 'pan' },
        'POINTER.UP': { target: 'idle', actions: 'endPan' },
      },
    },
    animating: {
      always: { guard: 'animationDone', target: 'idle', actions: 'stopAnimation' },
      after: { frame: { target: 'animating', reenter: true, actions: 'stepAnimation' } },
      on: {
        // The user takes over: the animation stops where it is.
        FIT: { guard: 'hasBounds', target: 'animating', reenter: true, actions: 'startFit' },
        'ZOOM.IN': { target: 'idle', actions: ['stopAnimation', 'zoomIn'] },
        'ZOOM.OUT': { target: 'idle', actions: ['stopAnimation', 'zoomOut'] },
        WHEEL: { target: 'idle', actions: ['stopAnimation', 'wheel'] },
        'PAN.START': { target: 'panning', actions: ['stopAnimation', 'startPan'] },
        'ANIMATE.TO': { target: 'animating', reenter: true, actions: 'startAnimateTo' },
        'JUMP.TO': { target: 'idle', actions: 'jumpTo' },
      },
    },
  },
});
