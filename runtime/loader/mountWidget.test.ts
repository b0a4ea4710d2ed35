// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_GLOBAL, type RuntimeGlobal, type WidgetOptions } from './runtimeGlobal';
import { LAZY_MARGIN_PX, mountWidget, pixelUrl } from './mountWidget';

/** The browser's IntersectionObserver as the test drives it: one observer per widget, shown on demand. */
class DrivenIntersectionObserver {
  static last: DrivenIntersectionObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void, readonly options: { rootMargin?: string }) {
    DrivenIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback([{ isIntersecting: true }]);
  }
}

const started: WidgetOptions[] = [];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete scope[RUNTIME_GLOBAL];
  delete scope.IntersectionObserver;
  started.length = 0;
  document.body.innerHTML = '';
});

function request(lazyLoad: boolean, pixel = false) {
  const mount = document.createElement('div');
  document.body.append(mount);
  return { widgetId: 'w-1', debug: false, lazyLoad, pixel, dataAttributes: { 'data-a': '1' }, studio: 'https://studio.test', runtimeFile: 'runtime-X.js', mount, startedAt: 5 };
}

describe('mountWidget', () => {
  it('starts the runtime with the embed options at once', async () => {
    scope[RUNTIME_GLOBAL] = { start: (options: WidgetOptions) => (started.push(options), { done: Promise.resolve('finished'), stop() {} }) } satisfies RuntimeGlobal;
    const req = request(false);
    mountWidget(req);
    await tick();
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ widgetId: 'w-1', studio: 'https://studio.test', mount: req.mount, dataAttributes: { 'data-a': '1' }, startedAt: 5, lazyLoad: false });
    expect(started[0]!.manifest).toBeInstanceOf(Promise);
    started[0]!.manifest!.catch(() => {});
  });

  it('lazy-load waits until the place comes near the viewport', async () => {
    scope.IntersectionObserver = DrivenIntersectionObserver;
    scope[RUNTIME_GLOBAL] = { start: (options: WidgetOptions) => (started.push(options), { done: Promise.resolve('finished'), stop() {} }) } satisfies RuntimeGlobal;
    const req = request(true);
    mountWidget(req);
    await tick();
    expect(started).toHaveLength(0);
    const observer = DrivenIntersectionObserver.last!;
    expect(observer.observed).toEqual([req.mount]);
    expect(observer.options.rootMargin).toBe(`${LAZY_MARGIN_PX}px`);
    observer.enter();
    await tick();
    expect(started).toHaveLength(1);
    expect(observer.disconnected).toBe(true);
    started[0]!.manifest!.catch(() => {});
  });

  it('a widget removed before it came into view never starts', async () => {
    scope.IntersectionObserver = DrivenIntersectionObserver;
    const mounted = mountWidget(request(true));
    mounted.stop();
    expect(DrivenIntersectionObserver.last!.disconnected).toBe(true);
  });

  it('with pixel, a runtime that cannot load still records the show with the image', async () => {
    const req = request(false, true);
    mountWidget(req);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://studio.test/runtime/v1/runtime-X.js"]')!;
    expect(script).not.toBeNull();
    script.onerror!(new Event('error'));
    await tick();
    expect(req.mount.querySelector('img')?.getAttribute('src')).toBe(pixelUrl('https://studio.test', 'w-1', window.location.href));
  });
});
