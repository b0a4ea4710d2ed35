// The graceful stop of SIGTERM (server/ops/drain.ts), in process, on a second instance of a test studio (the instance's
// HTTP server shows when a request has arrived): /readyz turns 503 `draining` at once, a request in flight finishes and
// is answered after the listener closed; a request that never ends does not hold the stop past DRAIN_TIMEOUT_MS.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestStudio, type TestInstance, type TestStudio } from '../harness/testStudio';
import { makeImage } from './uploads';

const studios: TestStudio[] = [];

afterAll(async () => {
  for (const studio of studios) await studio.close();
});

/**
 * Starts a multipart upload of `image` to the instance's /api/files and sends all but its last bytes; resolves once the
 * instance's server took the request in (its 'request' event, on which Fastify routes it); `finish` sends the rest.
 */
async function startUpload(instance: TestInstance, token: string, image: Buffer): Promise<{ finish(): void; answer: Promise<{ status: number; body: string }>; outgoing: ClientRequest }> {
  const boundary = 'drain-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = instance.url;
  const arrived = new Promise<void>((resolve) => instance.studio.app.server.once('request', () => setImmediate(resolve)));
  let outgoing!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing = request(
      `${url}/api/files`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } },
      (incoming: IncomingMessage) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
  });
  const cut = body.length - 10;
  // The headers and most of the body are on the server once the write is flushed.
  outgoing.write(body.subarray(0, cut));
  await arrived;
  return { finish: () => outgoing.end(body.subarray(cut)), answer, outgoing };
}

async function readiness(url: string): Promise<{ status: number; body: any } | 'refused'> {
  try {
    const response = await fetch(`${url}/readyz`);
    return { status: response.status, body: await response.json() };
  } catch {
    return 'refused';
  }
}

describe('graceful drain', () => {
  it('answers not ready at once, finishes the request in flight, then stops listening', async () => {
    const studio = await startTestStudio({ DRAIN_DELAY_MS: '1500' });
    studios.push(studio);
    const instance = await studio.startInstance();
    const user = await studio.signUp();
    const upload = await startUpload(instance, user.accessToken, await makeImage(64, 48));
    const drained = instance.studio.drain();
    expect(await readiness(instance.url)).toEqual({ status: 503, body: { status: 'draining' } });
    // The listener closes once the delay is over…
    await expect.poll(() => readiness(instance.url), { timeout: 20_000 }).toBe('refused');
    // …and the request in flight gets the rest of its body, is stored and answered.
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await drained).toBe('drained');
    const stored = await user.request('GET', `/files/${JSON.parse(answer.body).id}`);
    expect(stored.status).toBe(200);
  });

  it('stops within DRAIN_TIMEOUT_MS when a request never ends', async () => {
    const studio = await startTestStudio({ DRAIN_TIMEOUT_MS: '1000' });
    studios.push(studio);
    const instance = await studio.startInstance();
    const user = await studio.signUp();
    const upload = await startUpload(instance, user.accessToken, await makeImage(64, 48));
    upload.answer.catch(() => undefined);
    expect(await instance.studio.drain()).toBe('timed-out');
    upload.outgoing.destroy();
  });
});
