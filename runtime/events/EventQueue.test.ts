// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_BATCH_MAX, type RuntimeEventBatch } from '../../contracts/runtime';
import { TEST_VISITOR } from '../testing/nodeRunFixture';
import { EVENT_FLUSH_MS, EventQueue } from './EventQueue';

function queue(fail = false) {
  const sent: { batch: RuntimeEventBatch; leaving: boolean }[] = [];
  let failing = fail;
  const events = new EventQueue({
    version: 7,
    send: async (batch, leaving) => {
      if (failing) throw new TypeError('Failed to fetch');
      sent.push({ batch, leaving });
      return { accepted: batch.events.length, refused: [] };
    },
  });
  return { events, sent, recover: () => (failing = false) };
}

afterEach(() => vi.useRealTimers());

describe('EventQueue', () => {
  it('batches events and sends them after the flush interval', async () => {
    vi.useFakeTimers();
    const { events, sent } = queue();
    events.push('node_reached', TEST_VISITOR, 1);
    events.push('widget_flow_widget_shown', TEST_VISITOR, null, { loadTime: 12, lazyLoad: false, url: 'https://a.test/' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.leaving).toBe(false);
    expect(sent[0]!.batch.version).toBe(7);
    expect(sent[0]!.batch.events.map((event) => event.name)).toEqual(['node_reached', 'widget_flow_widget_shown']);
    expect(sent[0]!.batch.events[1]).toMatchObject({ ...TEST_VISITOR, nodeId: null, payload: { loadTime: 12 } });
    expect(new Set(sent[0]!.batch.events.map((event) => event.id)).size).toBe(2);
  });

  it('numbers the run: each event and each stamp taken for a server-node call gets the next sequence number', () => {
    const events = new EventQueue({ version: 1, send: async () => null, now: () => 1_000 });
    const shown = events.push('widget_flow_widget_shown', TEST_VISITOR, null);
    const call = events.stamp();
    const finished = events.push('widget_flow_finished', TEST_VISITOR, null);
    // One millisecond for all three: the sequence keeps the order they happened in.
    expect([shown.at, call.at, finished.at]).toEqual([1_000, 1_000, 1_000]);
    expect([shown.seq, call.seq, finished.seq]).toEqual([0, 1, 2]);
  });

  it('sends at once when a batch is full, in batches of at most EVENT_BATCH_MAX', async () => {
    const { events, sent } = queue();
    for (let index = 0; index < EVENT_BATCH_MAX; index += 1) events.push('node_reached', TEST_VISITOR, index);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch.events).toHaveLength(EVENT_BATCH_MAX);
    for (let index = 0; index < EVENT_BATCH_MAX + 5; index += 1) events.push('node_reached', TEST_VISITOR, index);
    await events.flush(false);
    expect(sent.slice(1).map((send) => send.batch.events.length)).toEqual([EVENT_BATCH_MAX, 5]);
  });

  it('flushes with the beacon when the page hides or goes', async () => {
    const { events, sent } = queue();
    const detach = events.flushWhenLeaving(window);
    events.push('widget_flow_finished', TEST_VISITOR, null, { timeTaken: 5 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(sent).toEqual([{ batch: expect.objectContaining({ events: [expect.objectContaining({ name: 'widget_flow_finished' })] }), leaving: true }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    events.push('node_reached', TEST_VISITOR, 2);
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(sent[1]!.leaving).toBe(true);
    detach();
  });

  it('keeps events a failed send could not deliver and sends them later', async () => {
    vi.useFakeTimers();
    const { events, sent, recover } = queue(true);
    events.push('node_reached', TEST_VISITOR, 1);
    await events.flush(false);
    expect(events.size).toBe(1);
    recover();
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS);
    expect(sent[0]!.batch.events.map((event) => event.nodeId)).toEqual([1]);
    expect(events.size).toBe(0);
  });
});
