// @vitest-environment happy-dom
// The runtime's events as the studio receives them: the queue (EventQueue) and the calls (runtimeApi) against a
// fetch that answers with the server's own parsing and validation (server/http/inputRules.ts,
// server/runtime/eventValidation.ts), as the events route does.
// What reaches `stored` is what the studio would keep.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeEvent } from '../../contracts/runtime';
import { ApiError } from '../../server/http/errors';
import { parseJsonBody } from '../../server/http/inputRules';
import { checkEventBatch } from '../../server/runtime/eventValidation';
import { runtimeApi } from '../api/runtimeApi';
import { TEST_VISITOR } from '../testing/nodeRunFixture';
import { EVENT_FLUSH_MS, EventQueue } from './EventQueue';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The studio's events endpoint inside a fetch: validation as the route does it, stored once per id. */
function studioEvents() {
  const stored = new Map<string, RuntimeEvent>();
  const statuses: number[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const reply = (status: number, body: unknown) => {
      statuses.push(status);
      return answer(status, body);
    };
    try {
      const batch = checkEventBatch(parseJsonBody(String(init?.body), 'per-item'));
      let accepted = 0;
      for (const { event } of batch.events) {
        if (stored.has(event.id)) continue;
        stored.set(event.id, event);
        accepted += 1;
      }
      return reply(202, { accepted, refused: batch.refused });
    } catch (error) {
      if (error instanceof ApiError) return reply(error.statusCode, { error: error.code, message: error.message, issues: error.issues });
      throw error;
    }
  };
  return { stored, statuses, fetch };
}

function widgetEvents(server: ReturnType<typeof studioEvents>) {
  const api = runtimeApi({ studio: 'https://studio.test', widgetId: '44444444-4444-4444-8444-444444444444', fetch: server.fetch });
  return new EventQueue({ version: 1, send: (batch, leaving) => api.sendEvents(batch, leaving) });
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
    expect(server.statuses).toEqual([202]);
    const stored = [...server.stored.values()];
    expect(stored.map((event) => event.name)).toEqual(['widget_flow_widget_shown', 'widget_flow_error_thrown', 'widget_flow_finished']);
    expect(String(stored[0]!.payload!.url).startsWith('https://shop.example/products?q=1&')).toBe(true);
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
    expect([...server.stored.values()].map((event) => event.name)).toEqual(['widget_flow_widget_shown', 'widget_flow_finished']);
    expect(events.size).toBe(0);
    const sends = server.statuses.length;
    await vi.advanceTimersByTimeAsync(60 * EVENT_FLUSH_MS);
    expect(server.statuses.length).toBe(sends);
  });
});
