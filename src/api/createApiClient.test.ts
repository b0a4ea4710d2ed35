import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { COMPRESS_REQUEST_MIN_CHARS } from './compressBody';
import { createApiClient } from './createApiClient';
import { HttpError, NetworkError } from './errors';

function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
}

describe('createApiClient', () => {
  it('sends the bearer token, JSON headers, credentials and body to the API base', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify({ id: 'x' }), { status: 201 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 'tok', fetch });
    await expect(api.post('/organizations', { name: 'Acme' })).resolves.toEqual({ id: 'x' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/organizations');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Acme"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends a new W3C traceparent with every API call', async () => {
    const fetch = fakeFetch(() => new Response('{}', { status: 200 }));
    const api = createApiClient({ baseUrl: 'https://studio.example/api', getAccessToken: () => null, fetch });
    await api.get('/users/me');
    await api.get('/users/me');
    const sent = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).traceparent);
    expect(sent[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent[1]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('tells the absolute URL of a path and the current token (for the flow loading worker)', () => {
    let token: string | null = 'tok';
    const api = createApiClient({ baseUrl: 'https://studio.example/api', getAccessToken: () => token, fetch: fakeFetch(() => new Response('')) });
    expect(api.url('/widgets/w1/flow')).toBe('https://studio.example/api/widgets/w1/flow');
    expect(api.accessToken()).toBe('tok');
    token = null;
    expect(api.accessToken()).toBeNull();
  });

  it('sends form data as it is, leaving the multipart Content-Type to fetch', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify({ id: 'f' }), { status: 201 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 'tok', fetch });
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await expect(api.post('/organizations/o/files', form)).resolves.toEqual({ id: 'f' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('omits Authorization without a token and returns undefined for an empty answer', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ baseUrl: '', getAccessToken: () => null, fetch });
    await expect(api.delete('/widgets/1')).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('maps a non-OK answer to HttpError with status, text and the parsed error body', async () => {
    const body = { error: 'validation', message: 'Invalid', issues: [{ field: 'name', rule: 'empty-name', message: 'must not be empty' }] };
    const fetch = fakeFetch(() => new Response(JSON.stringify(body), { status: 400 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
    const error = await api.post('/organizations', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).text).toBe(JSON.stringify(body));
    expect((error as HttpError).body?.issues?.[0]?.field).toBe('name');
  });

  it('keeps a plain-text error answer without a parsed body', async () => {
    const fetch = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
    const error = (await api.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.text).toBe('Bad gateway');
    expect(error.body).toBeNull();
  });

  it('maps a rejected fetch to NetworkError', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
    const error = await api.get('/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('offline');
  });

  it('aborts after the time-out and reports a NetworkError', async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
      const pending = api.get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      const error = await pending;
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).reason).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps an OK answer that is not JSON to NetworkError', async () => {
    const fetch = fakeFetch(() => new Response('<html>', { status: 200 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
    await expect(api.get('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends a large JSON body gzip-encoded, with Content-Encoding, and a small one as plain JSON', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify({ version: 2 }), { status: 200 }));
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 't', fetch });
    const flow = { nodes: Array.from({ length: 2000 }, (_, id) => ({ id, type: 'text', position: { x: id, y: 0 }, config: { text: 'é ✓' } })) };
    const json = JSON.stringify({ baseVersion: 1, flow });
    expect(json.length).toBeGreaterThan(COMPRESS_REQUEST_MIN_CHARS);
    await expect(api.put('/widgets/w/flow', { baseVersion: 1, flow })).resolves.toEqual({ version: 2 });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    const sent = init.body as Uint8Array;
    expect(sent.byteLength).toBeLessThan(json.length / 4);
    expect(gunzipSync(sent).toString('utf8')).toBe(json);

    await api.patch('/widgets/w', { name: 'small' });
    const small = fetch.mock.calls[1]![1]!;
    expect(small.body).toBe('{"name":"small"}');
    expect(small.headers).not.toHaveProperty('Content-Encoding');
  });
});
