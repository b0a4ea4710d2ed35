import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowListed, safeRequest } from './safeHttp';

describe('safeRequest', () => {
  let server: http.Server;
  let port: number;
  const received: { url?: string; headers: http.IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      received.push({ url: request.url, headers: request.headers });
      if (request.url === '/redirect-private') {
        response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
      } else if (request.url === '/big') {
        response.end('x'.repeat(4096));
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2_000).unref();
      } else {
        response.end(JSON.stringify({ ok: true, path: request.url }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string, allow: string[] = [], extra: Partial<Parameters<typeof safeRequest>[1]> = {}) =>
    safeRequest({ url, method: 'GET', headers: { 'x-key': 'k' }, body: null, timeoutMs: 1_000 }, { allow, ...extra });

  it('refuses loopback, private, link-local (metadata) and unspecified addresses', async () => {
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, 'http://10.1.2.3/', 'http://192.168.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://0.0.0.0/']) {
      await expect(get(url), url).rejects.toMatchObject({ code: 'http-address-refused' });
    }
  });

  it('refuses a name that resolves to a private address (checked at connect time)', async () => {
    const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    }) as never;
    await expect(get(`http://rebind.test:${port}/`, [], { lookup })).rejects.toMatchObject({ code: 'http-address-refused' });
  });

  it('refuses every IPv6 form of a loopback or private IPv4 address, literal or resolved', async () => {
    for (const host of ['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[::ffff:0:127.0.0.1]', '[64:ff9b::127.0.0.1]', '[64:ff9b::10.0.0.1]', '[2002:7f00:1::]', '[2002:a00:1::1]']) {
      await expect(get(`http://${host}:${port}/`), host).rejects.toMatchObject({ code: 'http-address-refused' });
    }
    for (const address of ['::7f00:1', '::ffff:7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::']) {
      const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (options.all) callback(null, [{ address, family: 6 }]);
        else callback(null, address, 6);
      }) as never;
      await expect(get(`http://rebind.test:${port}/`, [], { lookup }), address).rejects.toMatchObject({ code: 'http-address-refused' });
    }
  });

  it('reaches an allow-listed host, and re-checks each redirect', async () => {
    const response = await get(`http://127.0.0.1:${port}/hello`, [`127.0.0.1:${port}`]);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true, path: '/hello' });
    expect(received.at(-1)!.headers['x-key']).toBe('k');
    await expect(get(`http://127.0.0.1:${port}/redirect-private`, [`127.0.0.1:${port}`])).rejects.toMatchObject({ code: 'http-address-refused' });
  });

  it('enforces the timeout, the size cap and the scheme', async () => {
    await expect(safeRequest({ url: `http://127.0.0.1:${port}/slow`, method: 'GET', headers: {}, body: null, timeoutMs: 200 }, { allow: ['127.0.0.1'] })).rejects.toMatchObject({
      code: 'http-timeout',
    });
    await expect(get(`http://127.0.0.1:${port}/big`, ['127.0.0.1'], { maxBytes: 1024 })).rejects.toMatchObject({ code: 'http-response-too-large' });
    await expect(get('file:///etc/passwd')).rejects.toMatchObject({ code: 'http-url-invalid' });
    await expect(get('ftp://example.com/')).rejects.toMatchObject({ code: 'http-url-invalid' });
  });

  it('matches allow-list entries by host and optional port', () => {
    expect(isAllowListed(new URL('http://internal.example/x'), ['internal.example'])).toBe(true);
    expect(isAllowListed(new URL('http://internal.example:81/x'), ['internal.example:80'])).toBe(false);
    expect(isAllowListed(new URL('http://internal.example/x'), ['internal.example:80'])).toBe(true);
    expect(isAllowListed(new URL('http://other.example/x'), ['internal.example'])).toBe(false);
  });
});
