// The await node: goes on once its triggers happened, all of them (every) or any one (some); no trigger: at once.
//   time-spent N          the visitor has been on the page N seconds (counted from the page load)
//   cursor-left           the pointer left the page's window (exit intent)
//   scrolled N            the page is scrolled at least N percent of its scrollable height
//   scroll-reached-end N  the bottom of the page is within N pixels
//   tab-blurred           the page was hidden or lost the focus
// A trigger that already holds when the node is reached (time spent, scroll position) counts at once.
import type { AwaitTrigger } from '../../engine/model/kinds/awaitKind';
import type { NodeExecutor } from './nodeExecutor';

interface AwaitEvent { trigger: AwaitTrigger; values: string[] }

type Watch = (view: Window, value: number, fired: () => void, signal: AbortSignal) => void;

function scrollState(view: Window): { top: number; scrollable: number } {
  const root = view.document.documentElement;
  const height = Math.max(root.scrollHeight, view.document.body?.scrollHeight ?? 0);
  return { top: view.scrollY, scrollable: Math.max(0, height - view.innerHeight) };
}

function onScroll(view: Window, holds: () => boolean, fired: () => void, signal: AbortSignal): void {
  if (holds()) return fired();
  const check = () => {
    if (!holds()) return;
    view.removeEventListener('scroll', check);
    fired();
  };
  view.addEventListener('scroll', check, { passive: true, signal });
}

export const AWAIT_WATCHES: Record<AwaitTrigger, Watch> = {
  'time-spent': (_view, seconds, fired, signal) => {
    const left = seconds * 1000 - performance.now();
    if (left <= 0) return fired();
    const timer = setTimeout(fired, left);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  },
  'cursor-left': (view, _value, fired, signal) => {
    const out = (event: MouseEvent) => {
      if (event.relatedTarget !== null) return;
      view.document.removeEventListener('mouseout', out);
      fired();
    };
    view.document.addEventListener('mouseout', out, { signal });
  },
  scrolled: (view, percent, fired, signal) =>
    onScroll(
      view,
      () => {
        const { top, scrollable } = scrollState(view);
        // A page that cannot scroll shows all of itself: it counts as scrolled to the end.
        return scrollable === 0 || (top / scrollable) * 100 >= percent;
      },
      fired,
      signal,
    ),
  'scroll-reached-end': (view, pixels, fired, signal) =>
    onScroll(
      view,
      () => {
        const { top, scrollable } = scrollState(view);
        return scrollable - top <= pixels + 1;
      },
      fired,
      signal,
    ),
  'tab-blurred': (view, _value, fired, signal) => {
    const once = new AbortController();
    const done = () => {
      once.abort();
      fired();
    };
    const both = AbortSignal.any([signal, once.signal]);
    view.document.addEventListener('visibilitychange', () => view.document.visibilityState === 'hidden' && done(), { signal: both });
    view.addEventListener('blur', done, { signal: both });
  },
};

export const awaitNode: NodeExecutor = (run) =>
  new Promise((resolve) => {
    const view = run.mount.ownerDocument.defaultView!;
    const events = (run.node.config.events ?? []) as AwaitEvent[];
    const every = run.node.config.mode !== 'some';
    if (events.length === 0) return resolve({ port: 0 });
    const stop = new AbortController();
    const signal = AbortSignal.any([run.signal, stop.signal]);
    let pending = events.length;
    const finish = (port: number | null) => {
      stop.abort();
      resolve({ port });
    };
    run.signal.addEventListener('abort', () => finish(null), { once: true });
    for (const event of events) {
      let counted = false;
      AWAIT_WATCHES[event.trigger](
        view,
        Number(event.values[0] ?? 0) || 0,
        () => {
          if (counted || signal.aborted) return;
          counted = true;
          pending -= 1;
          if (!every || pending === 0) finish(0);
        },
        signal,
      );
    }
  });
