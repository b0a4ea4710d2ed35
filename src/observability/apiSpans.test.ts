import { describe, expect, it, vi } from 'vitest';
import { CLIENT_SPAN_MAX_AGE_MS, CLIENT_SPANS_BODY_LIMIT_BYTES, CLIENT_SPANS_PER_BATCH, clientSpanBatchSchema } from '../../contracts/clientSpans';
import { check } from '../../contracts/rules';
import { createApiClient } from '../api/createApiClient';
import { ApiSpanRecorder, FLUSH_INTERVAL_MS } from './apiSpans';
import { newTraceparent } from './traceContext';

/** A recorder with a hand-moved clock and timers, and the batches it sent. */
function recorder() {
  let now = 1_800_000_000_000;
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  const sent: { url: string; body: { sentAt: number; spans: Record<string, unknown>[] } }[] = [];
  const spans = new ApiSpanRecorder({
    send: (url, body) => sent.push({ url, body: JSON.parse(body) }),
    now: () => now,
    schedule: (callback, ms) => {
      const timer = { at: now + ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((entry) => !entry.cancelled && entry.at <= now)) {
      timer.cancelled = true;
      timer.callback();
    }
  };
  const pending = () => timers.filter((timer) => !timer.cancelled).length;
  return { spans, sent, advance, pending };
}

describe('API call spans', () => {
  it('records nothing and schedules nothing until enabled (tracing off)', () => {
    const { spans, sent, advance, pending } = recorder();
    expect(spans.start('GET', '/api/users/me', newTraceparent())).toBeNull();
    advance(FLUSH_INTERVAL_MS * 2);
    spans.flush();
    expect(sent).toEqual([]);
    expect(pending()).toBe(0);
  });

  it('records a call with the ids of its traceparent, its timing and status, and sends it after the interval', () => {
    const { spans, sent, advance, pending } = recorder();
    spans.enable();
    const context = newTraceparent();
    const span = spans.start('GET', '/api/widgets/w1', context)!;
    advance(120.5);
    span.end(200);
    span.end(500);
    expect(pending()).toBe(1);
    advance(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/client-spans');
    const [recorded] = sent[0]!.body.spans;
    expect(recorded).toEqual({ traceId: context.traceId, spanId: context.spanId, method: 'GET', path: '/api/widgets/w1', start: 1_800_000_000_000, duration: 120.5, status: 200, error: null });
    expect(check(sent[0]!.body, clientSpanBatchSchema).ok).toBe(true);
    expect(pending()).toBe(0);
  });

  it('records calls without an answer with the reason', () => {
    const { spans, sent } = recorder();
    spans.enable();
    spans.start('POST', '/api/widgets', newTraceparent())!.end(null, 'timeout');
    spans.start('GET', '/api/users/me', newTraceparent())!.end(null);
    spans.start('GET', '/api/users/me', newTraceparent())!.end(200, 'bad-response');
    spans.flush();
    expect(sent[0]!.body.spans.map((span) => [span.status, span.error])).toEqual([
      [null, 'timeout'],
      [null, 'offline'],
      [200, 'bad-response'],
    ]);
  });

  it('sends a full batch at once, and one timer serves the spans queued meanwhile', () => {
    const { spans, sent, pending } = recorder();
    spans.enable();
    for (let index = 0; index < CLIENT_SPANS_PER_BATCH + 3; index += 1) spans.start('GET', `/api/users/u${index}`, newTraceparent())!.end(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.spans).toHaveLength(CLIENT_SPANS_PER_BATCH);
    expect(pending()).toBe(1);
    spans.flush();
    expect(sent[1]!.body.spans).toHaveLength(3);
  });

  it('keeps each batch under the body limit, whatever the paths', () => {
    const { spans, sent } = recorder();
    spans.enable();
    for (let index = 0; index < 40; index += 1) spans.start('GET', `/api/${'x'.repeat(3000)}`, newTraceparent())!.end(404);
    spans.flush();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flatMap((batch) => batch.body.spans)).toHaveLength(40);
    for (const batch of sent) {
      expect(JSON.stringify(batch.body).length).toBeLessThanOrEqual(CLIENT_SPANS_BODY_LIMIT_BYTES);
      expect(check(batch.body, clientSpanBatchSchema).ok).toBe(true);
    }
  });

  it('drops spans older than the server takes (a page asleep)', () => {
    const { spans, sent, advance } = recorder();
    spans.enable();
    spans.start('GET', '/api/users/me', newTraceparent())!.end(200);
    advance(CLIENT_SPAN_MAX_AGE_MS + 1);
    spans.start('GET', '/api/organizations', newTraceparent())!.end(200);
    spans.flush();
    expect(sent.flatMap((batch) => batch.body.spans.map((span) => span.path))).toEqual(['/api/organizations']);
  });

  it('sends the queue when the page hides', () => {
    const { spans, sent } = recorder();
    const listeners = new Map<string, () => void>();
    const page = { addEventListener: ((name: string, listener: () => void) => void listeners.set(name, listener)) as unknown as Window['addEventListener'], document: { visibilityState: 'visible' as DocumentVisibilityState } };
    spans.enable(page);
    spans.start('GET', '/api/users/me', newTraceparent())!.end(200);
    listeners.get('visibilitychange')!();
    expect(sent).toEqual([]);
    page.document.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    expect(sent).toHaveLength(1);
    spans.start('GET', '/api/users/me', newTraceparent())!.end(200);
    listeners.get('pagehide')!();
    expect(sent).toHaveLength(2);
  });
});

describe('the API client with tracing on', () => {
  it('records each call to the API origin with the traceparent it sent, its path without query, and its status', async () => {
    const { spans, sent } = recorder();
    spans.enable();
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => (String(input).includes('missing') ? new Response('{"error":"not-found"}', { status: 404 }) : new Response('{}', { status: 200 })));
    const api = createApiClient({ baseUrl: 'https://studio.example/api', getAccessToken: () => null, fetch, spans });
    await api.get('/widgets/w1/flow/changes?since=3');
    await expect(api.get('/widgets/missing')).rejects.toThrow('HTTP 404');
    spans.flush();
    const recorded = sent[0]!.body.spans;
    const headers = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).traceparent!);
    expect(recorded.map((span) => [span.method, span.path, span.status])).toEqual([
      ['GET', '/api/widgets/w1/flow/changes', 200],
      ['GET', '/api/widgets/missing', 404],
    ]);
    expect(recorded.map((span) => `00-${span.traceId}-${span.spanId}-01`)).toEqual(headers);
  });

  it('records a call that got no answer', async () => {
    const { spans, sent } = recorder();
    spans.enable();
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ baseUrl: 'https://studio.example/api', getAccessToken: () => null, fetch, spans });
    await expect(api.post('/widgets', { name: 'x' })).rejects.toThrow('failed');
    spans.flush();
    expect(sent[0]!.body.spans[0]).toMatchObject({ method: 'POST', path: '/api/widgets', status: null, error: 'offline' });
  });
});
