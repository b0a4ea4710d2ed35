// @vitest-environment happy-dom
// The runtime's events as the studio receives them: the queue (EventQueue) and the calls (runtimeApi) against a
// fetch that answers with the server's own parsing and validation (server/http/inputRules.ts,
// server/runtime/eventValidation.ts), as the events route does. What reaches `stored` is what the studio would keep.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeEvent } from '../../contracts/runtime';
import { ApiError } from '../../server/http/errors';
import { parseJsonBody } from '../../server/http/inputRules';
import { checkEventBatch } from '../../server/runtime/eventValidation';
import { runtimeApi } from '../api/runtimeApi';
import { TEST_VISITOR } from '../testing/nodeRunFixture';
import { EVENT_FLUSH_MS, EventQueue } from './EventQueue';

/** One try the studio does not take: no answer at all, or an error status (with Retry-After). */
type Outage = 'network' | { status: number; retryAfter?: string };

interface StudioOptions {
  /** The studio's body cap (RUNTIME_BODY_MAX_BYTES); 413 above it. */
  bodyMaxBytes?: number;
  /** A studio of before per-event checks: any invalid event refuses the batch whole (400 naming it). */
  wholeBatch?: boolean;
}

/** The studio's events endpoint inside a fetch (and sendBeacon): validation as the route does it, stored once per id. */
function studioEvents(options: StudioOptions = {}) {
  const stored = new Map<string, RuntimeEvent>();
  const requests: { status: number; events: number; beacon: boolean; keepalive: boolean }[] = [];
  const outages: Outage[] = [];
  const handle = (text: string, beacon: boolean, keepalive: boolean): Response => {
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      let events = 0;
      try {
        events = (JSON.parse(text) as { events: unknown[] }).events.length;
      } catch {
        // not a batch
      }
      requests.push({ status, events, beacon, keepalive });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
    };
    const outage = outages.shift();
    if (outage === 'network') {
      requests.push({ status: 0, events: 0, beacon, keepalive });
      throw new TypeError('Failed to fetch');
    }
    if (outage) return reply(outage.status, { error: 'unavailable', message: 'try later' }, outage.retryAfter ? { 'retry-after': outage.retryAfter } : {});
    if (new TextEncoder().encode(text).length > (options.bodyMaxBytes ?? Infinity)) return reply(413, { error: 'too-large', message: 'body too large' });
    try {
      const batch = checkEventBatch(parseJsonBody(text, 'per-item'));
      if (options.wholeBatch && batch.refused.length > 0) {
        return reply(400, { error: 'validation', message: 'invalid', issues: batch.refused.map(({ field, rule, message }) => ({ field, rule, message })) });
      }
      let accepted = 0;
      for (const { event } of batch.events) {
        if (stored.has(event.id)) continue;
        stored.set(event.id, event);
        accepted += 1;
      }
      return reply(202, options.wholeBatch ? { accepted } : { accepted, refused: batch.refused });
    } catch (error) {
      if (error instanceof ApiError) return reply(error.statusCode, { error: error.code, message: error.message, issues: error.issues });
      throw error;
    }
  };
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => handle(String(init?.body), false, init?.keepalive === true);
  /** A beacon the browser queued: the studio reads it a moment later, its answer goes nowhere. */
  const sendBeacon = (_url: string, body: Blob) => {
    void body.text().then((text) => handle(text, true, false));
    return true;
  };
  const names = () => [...stored.values()].map((event) => event.name);
  return { stored, names, requests, outages, fetch, sendBeacon };
}

function widgetEvents(server: ReturnType<typeof studioEvents>, options: { beacon?: boolean; now?: () => number } = {}) {
  const api = runtimeApi({ studio: 'https://studio.test', widgetId: '44444444-4444-4444-8444-444444444444', fetch: server.fetch, ...(options.beacon ? { sendBeacon: server.sendBeacon } : {}) });
  return new EventQueue({ version: 1, send: (batch, leaving) => api.sendEvents(batch, leaving), ...(options.now ? { now: options.now } : {}) });
}

function visit(events: EventQueue) {
  events.push('widget_flow_widget_shown', TEST_VISITOR, null, { loadTime: 12, lazyLoad: false, url: 'https://shop.example/' });
  events.push('node_reached', TEST_VISITOR, 2);
  events.push('widget_flow_finished', TEST_VISITOR, null, { timeTaken: 900 });
}

afterEach(() => vi.useRealTimers());

describe('events as the studio receives them', () => {
  it('never sends an event the studio refuses for its texts: over-long and broken texts are fitted at the source', async () => {
    const server = studioEvents();
    const events = widgetEvents(server);
    const page = `https://shop.example/products?${'q=1&'.repeat(800)}`;
    events.push('widget_flow_widget_shown', TEST_VISITOR, null, { loadTime: 12, lazyLoad: false, url: page });
    events.push('widget_flow_error_thrown', TEST_VISITOR, 3, { error: 'node-failed', message: `bell \u0007, half an emoji \ud83d, ${'x'.repeat(3000)}` });
    events.push('widget_flow_finished', TEST_VISITOR, null, { timeTaken: 900 });
    await events.flush(false);
    expect(server.requests.map((request) => request.status)).toEqual([202]);
    const stored = [...server.stored.values()];
    expect(stored.map((event) => event.name)).toEqual(['widget_flow_widget_shown', 'widget_flow_error_thrown', 'widget_flow_finished']);
    expect(String(stored[0]!.payload!.url).startsWith('https://shop.example/products?q=1&')).toBe(true);
    expect(String(stored[1]!.payload!.message).startsWith('bell \ufffd, half an emoji \ufffd, xxx')).toBe(true);
  });

  it('a batch holding one event the studio refuses still gets the others stored, and the refused one is not sent again', async () => {
    vi.useFakeTimers();
    const server = studioEvents();
    const events = widgetEvents(server);
    events.push('widget_flow_widget_shown', TEST_VISITOR, null, { loadTime: 12, lazyLoad: false, url: 'https://shop.example/' });
    // A payload field widget_touched does not have (a runtime bug the queue cannot know of): the studio refuses it.
    events.push('widget_flow_widget_touched', TEST_VISITOR, null, { timeTaken: 40, pointer: 'mouse' });
    events.push('widget_flow_finished', TEST_VISITOR, null, { timeTaken: 900 });
    await events.flush(false);
    await vi.advanceTimersByTimeAsync(10 * EVENT_FLUSH_MS);
    expect(server.names()).toEqual(['widget_flow_widget_shown', 'widget_flow_finished']);
    expect(events.size).toBe(0);
    const sends = server.requests.length;
    await vi.advanceTimersByTimeAsync(60 * EVENT_FLUSH_MS);
    expect(server.requests.length).toBe(sends);
  });

  it('against a studio that refuses a batch whole for one event (400 naming it), sends the others again', async () => {
    vi.useFakeTimers();
    const server = studioEvents({ wholeBatch: true });
    const events = widgetEvents(server);
    events.push('widget_flow_widget_shown', TEST_VISITOR, null, { loadTime: 12, lazyLoad: false, url: 'https://shop.example/' });
    events.push('widget_flow_widget_touched', TEST_VISITOR, null, { timeTaken: 40, pointer: 'mouse' });
    events.push('widget_flow_finished', TEST_VISITOR, null, { timeTaken: 900 });
    await events.flush(false);
    await vi.advanceTimersByTimeAsync(10 * EVENT_FLUSH_MS);
    expect(server.names()).toEqual(['widget_flow_widget_shown', 'widget_flow_finished']);
    expect(server.requests.map((request) => [request.status, request.events])).toEqual([
      [400, 3],
      [202, 2],
    ]);
  });

  it('tries again after a network failure or a 5xx, waiting longer each time, and stores each event once', async () => {
    vi.useFakeTimers();
    const server = studioEvents();
    const events = widgetEvents(server);
    server.outages.push('network', { status: 503 }, { status: 500 });
    visit(events);
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS);
    expect(server.requests.map((request) => request.status)).toEqual([0]);
    // The next tries wait 2 s, then 4 s, then 8 s.
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS);
    expect(server.requests.map((request) => request.status)).toEqual([0, 503]);
    await vi.advanceTimersByTimeAsync(2 * EVENT_FLUSH_MS - 1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests.map((request) => request.status)).toEqual([0, 503, 500]);
    // More events meanwhile wait with the others; a full flush while waiting sends nothing either.
    events.push('widget_flow_widget_touched', TEST_VISITOR, null, { timeTaken: 40 });
    await events.flush(false);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4 * EVENT_FLUSH_MS);
    expect(server.requests.map((request) => request.status)).toEqual([0, 503, 500, 202]);
    expect(server.names().sort()).toEqual(['node_reached', 'widget_flow_finished', 'widget_flow_widget_shown', 'widget_flow_widget_touched']);
    // Delivered: back to the plain interval.
    events.push('widget_flow_error_thrown', TEST_VISITOR, 2, { error: 'x', message: 'y' });
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS);
    expect(server.names()).toContain('widget_flow_error_thrown');
  });

  it('waits out a 429 for its Retry-After before sending again', async () => {
    vi.useFakeTimers();
    const server = studioEvents();
    const events = widgetEvents(server);
    server.outages.push({ status: 429, retryAfter: '30' });
    visit(events);
    await events.flush(false);
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(server.requests.map((request) => request.status)).toEqual([429]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests.map((request) => request.status)).toEqual([429, 202]);
    expect(server.names()).toHaveLength(3);
  });

  it('gives a batch up when the studio refuses it whole for good (404: the widget is no longer published)', async () => {
    vi.useFakeTimers();
    const server = studioEvents();
    const events = widgetEvents(server);
    server.outages.push({ status: 404 });
    visit(events);
    await events.flush(false);
    await vi.advanceTimersByTimeAsync(60 * EVENT_FLUSH_MS);
    expect(server.requests.map((request) => request.status)).toEqual([404]);
    expect(events.size).toBe(0);
  });

  it('keeps each batch under the studio\'s body cap, and sends smaller ones to a studio whose cap is lower', async () => {
    for (const bodyMaxBytes of [undefined, 4096]) {
      const server = studioEvents(bodyMaxBytes === undefined ? {} : { bodyMaxBytes });
      const events = widgetEvents(server);
      for (let index = 0; index < 40; index += 1) {
        events.push('widget_flow_error_thrown', TEST_VISITOR, index, { error: 'node-failed', message: `${index} ${'é'.repeat(1000)}` });
      }
      await events.flush(false);
      while (events.size > 0) await events.flush(false);
      expect(server.stored.size, String(bodyMaxBytes)).toBe(40);
      const refusedForSize = server.requests.filter((request) => request.status === 413).length;
      if (bodyMaxBytes === undefined) expect(refusedForSize).toBe(0);
      else expect(refusedForSize).toBeGreaterThan(0);
    }
  });

  it('sends with the beacon when the page goes, the events still in flight too, flow events first', async () => {
    const server = studioEvents();
    // The regular send of `finished` never gets its answer: the page goes first.
    let release: () => void = () => {};
    const hanging = studioEvents();
    const api = runtimeApi({
      studio: 'https://studio.test',
      widgetId: '44444444-4444-4444-8444-444444444444',
      fetch: (input, init) => new Promise<Response>((resolve) => (release = () => resolve(hanging.fetch(input, init)))),
      sendBeacon: server.sendBeacon,
    });
    const events = new EventQueue({ version: 1, send: (batch, leaving) => api.sendEvents(batch, leaving) });
    const detach = events.flushWhenLeaving(window);
    visit(events);
    void events.flush(false);
    events.push('node_reached', TEST_VISITOR, 3);
    events.push('widget_flow_link_followed', TEST_VISITOR, 3, { destinationUrl: 'https://shop.example/next' });
    // visibilitychange and pagehide in one go: the second finds the first's beacon still in flight, each event once.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests.map((request) => [request.beacon, request.events])).toEqual([
      [true, 5],
      [true, 5],
    ]);
    expect(server.stored.size).toBe(5);
    expect([...server.stored.values()].map((event) => event.name)).toEqual([
      'widget_flow_widget_shown',
      'widget_flow_finished',
      'widget_flow_link_followed',
      'node_reached',
      'node_reached',
    ]);
    release();
    detach();
  });

  it('gets the events of a browser whose clock is days off stored (the batch carries its clock)', async () => {
    const server = studioEvents();
    const events = widgetEvents(server, { now: () => Date.now() - 10 * 86_400_000 });
    visit(events);
    await events.flush(false);
    expect(server.names()).toEqual(['widget_flow_widget_shown', 'node_reached', 'widget_flow_finished']);
    expect(Math.abs(server.stored.values().next().value!.at - Date.now())).toBeLessThan(60_000);
  });
});
