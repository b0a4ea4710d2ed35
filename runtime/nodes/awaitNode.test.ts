// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWAIT_TRIGGERS } from '../../engine/model/kinds/awaitKind';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import { awaitNode } from './awaitNode';

type Event = { trigger: string; values: string[] };
const start = (events: Event[], mode: 'every' | 'some' = 'every') => {
  const fixture = nodeRunFixture(testNode('await', { events, mode }));
  let settled: { port: number | null } | null = null;
  const done = awaitNode(fixture.run).then((outcome) => (settled = outcome));
  return { done, settled: () => settled, abort: fixture.abort };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setPage(height: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}
const scrollTo = (scrollY: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  window.dispatchEvent(new Event('scroll'));
};
const leaveWindow = () => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));

afterEach(() => {
  vi.useRealTimers();
  setPage(1000, 0);
});

describe('awaitNode triggers', () => {
  it('goes on at once without triggers', async () => {
    expect(await start([]).done).toEqual({ port: 0 });
  });

  it('time-spent waits until the visitor has been N seconds on the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const waiting = start([{ trigger: 'time-spent', values: ['30'] }]);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(waiting.settled()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(waiting.settled()).toEqual({ port: 0 });
  });

  it('time-spent of 0 passes at once', async () => {
    expect(await start([{ trigger: 'time-spent', values: ['0'] }]).done).toEqual({ port: 0 });
  });

  it('cursor-left waits until the pointer leaves the window', async () => {
    const waiting = start([{ trigger: 'cursor-left', values: [] }]);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.documentElement }));
    await tick();
    expect(waiting.settled()).toBeNull();
    leaveWindow();
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('scrolled waits for N percent of the scrollable height', async () => {
    setPage(3000, 0);
    const waiting = start([{ trigger: 'scrolled', values: ['50'] }]);
    scrollTo(900);
    await tick();
    expect(waiting.settled()).toBeNull();
    scrollTo(1000);
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('scrolled holds at once on a page that cannot scroll', async () => {
    setPage(500, 0);
    expect(await start([{ trigger: 'scrolled', values: ['80'] }]).done).toEqual({ port: 0 });
  });

  it('scroll-reached-end waits until the bottom is within N pixels', async () => {
    setPage(3000, 0);
    const waiting = start([{ trigger: 'scroll-reached-end', values: ['100'] }]);
    scrollTo(1800);
    await tick();
    expect(waiting.settled()).toBeNull();
    scrollTo(1900);
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('tab-blurred waits for the page to lose the focus', async () => {
    const waiting = start([{ trigger: 'tab-blurred', values: [] }]);
    await tick();
    expect(waiting.settled()).toBeNull();
    window.dispatchEvent(new Event('blur'));
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('tab-blurred also fires when the page is hidden', async () => {
    const waiting = start([{ trigger: 'tab-blurred', values: [] }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await waiting.done).toEqual({ port: 0 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('tests every trigger the kind defines', () => {
    expect(AWAIT_TRIGGERS).toEqual(['time-spent', 'cursor-left', 'scrolled', 'scroll-reached-end', 'tab-blurred']);
  });
});

describe('awaitNode modes', () => {
  it('every: waits for all triggers', async () => {
    const waiting = start([{ trigger: 'cursor-left', values: [] }, { trigger: 'tab-blurred', values: [] }], 'every');
    leaveWindow();
    await tick();
    expect(waiting.settled()).toBeNull();
    window.dispatchEvent(new Event('blur'));
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('some: one trigger is enough', async () => {
    const waiting = start([{ trigger: 'cursor-left', values: [] }, { trigger: 'tab-blurred', values: [] }], 'some');
    window.dispatchEvent(new Event('blur'));
    expect(await waiting.done).toEqual({ port: 0 });
  });

  it('a torn-down run ends the flow and stops listening', async () => {
    const waiting = start([{ trigger: 'cursor-left', values: [] }]);
    waiting.abort();
    expect(await waiting.done).toEqual({ port: null });
  });
});
