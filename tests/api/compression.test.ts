// Compression both ways over real HTTP: API answers brotli/gzip by Accept-Encoding, the built client's
// pre-compressed files, and JSON request bodies sent gzip/deflate/br (bounded by the body limit once decoded).
import { rmSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateFlow } from '../../engine/testing/generateFlow';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { BUILT_BUNDLE, BUILT_BUNDLE_TEXT } from './builtClient';
import { createOrganization, createWidget } from './fixtures';
import { rawRequest } from './rawHttp';

const built = vi.hoisted(async () => {
  const { writeBuiltClient } = await import('./builtClient');
  const previous = process.env.BUILD_DIR;
  process.env.BUILD_DIR = writeBuiltClient();
  return { dir: process.env.BUILD_DIR, previous };
});

let studio: TestStudio;
let owner: TestUser;
let widgetId: string;
const flow = generateFlow({ nodeCount: 3000, seed: 42 });

beforeAll(async () => {
  studio = await startTestStudio();
  owner = await studio.signUp();
  widgetId = await createWidget(owner, await createOrganization(owner, 'Compression'));
});

afterAll(async () => {
  await studio?.close();
  const { dir, previous } = await built;
  rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.BUILD_DIR;
  else process.env.BUILD_DIR = previous;
});

function api(path: string, headers: Record<string, string> = {}, init: { method?: string; body?: Uint8Array | string } = {}) {
  return rawRequest(`${studio.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${owner.accessToken}`, ...headers } });
}

async function currentVersion(): Promise<number> {
  const answer = await owner.request('GET', `/widgets/${widgetId}/flow`);
  expect(answer.status).toBe(200);
  return answer.body.version;
}

describe('request bodies', () => {
  it('accepts a gzip-encoded JSON flow PUT and stores the decoded flow', async () => {
    const json = JSON.stringify({ baseVersion: await currentVersion(), flow });
    const answer = await api(`/widgets/${widgetId}/flow`, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, { method: 'PUT', body: gzipSync(json) });
    expect(answer.status).toBe(200);
    const stored = await owner.request('GET', `/widgets/${widgetId}/flow`);
    expect(stored.body.flow.nodes).toHaveLength(flow.nodes.length);
    expect(stored.body.flow.connections).toHaveLength(flow.connections.length);
  });

  it('accepts deflate and brotli too', async () => {
    for (const [encoding, encode] of [['deflate', deflateSync], ['br', brotliCompressSync]] as const) {
      const json = JSON.stringify({ baseVersion: await currentVersion(), flow });
      const answer = await api(`/widgets/${widgetId}/flow`, { 'content-type': 'application/json', 'content-encoding': encoding }, { method: 'PUT', body: encode(json) });
      expect(answer.status, encoding).toBe(200);
    }
  });

  it('answers 400 JSON, writing nothing, for a body that is not what its Content-Encoding says', async () => {
    const before = await currentVersion();
    const answer = await api(`/widgets/${widgetId}/flow`, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, { method: 'PUT', body: JSON.stringify({ baseVersion: before, flow }) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString()).error).toBe('invalid-content-encoding');
    expect(await currentVersion()).toBe(before);
  });

  it('answers 415 for an unknown encoding and for an encoded non-JSON body', async () => {
    const unknown = await api(`/widgets/${widgetId}/flow`, { 'content-type': 'application/json', 'content-encoding': 'compress' }, { method: 'PUT', body: 'x' });
    expect(unknown.status).toBe(415);
    expect(JSON.parse(unknown.bytes.toString())).toMatchObject({ error: 'unsupported-content-encoding' });
    const multipart = await api('/files', { 'content-type': 'multipart/form-data; boundary=x', 'content-encoding': 'gzip' }, { method: 'POST', body: gzipSync('--x--') });
    expect(multipart.status).toBe(415);
    expect(JSON.parse(multipart.bytes.toString()).message).toMatch(/JSON bodies only/);
  });

  it('applies the body limit to the decoded bytes: a small gzip body that expands past 64 MiB is 413', async () => {
    const bomb = gzipSync(Buffer.alloc(65 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await api(`/widgets/${widgetId}/flow`, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, { method: 'PUT', body: bomb });
    expect(answer.status).toBe(413);
  });
});

describe('API answers', () => {
  it('sends a flow brotli- or gzip-encoded as Accept-Encoding prefers, identical once decoded', async () => {
    const plain = await api(`/widgets/${widgetId}/flow`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.bytes.toString());

    const br = await api(`/widgets/${widgetId}/flow`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(document);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);

    const gzip = await api(`/widgets/${widgetId}/flow`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(document);
  });

  // What the answer cache keeps and drops is unit-tested (server/api/flowAnswerCache.test.ts); through the API: the
  // same version answers the same bytes, and a save is never answered by an older version.
  it('answers the same compressed bytes for the same version of a large flow, never an older version after a save', async () => {
    const first = await api(`/widgets/${widgetId}/flow`, { 'accept-encoding': 'br' });
    const again = await api(`/widgets/${widgetId}/flow`, { 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const before = JSON.parse(brotliDecompressSync(first.bytes).toString());
    // An autosave (PATCH) moves a node: the next answer is the new version, with the move.
    const node = before.flow.nodes[1];
    const patch = { ops: [{ op: 'moveNode', id: node.id, from: [node.x, node.y], to: [node.x + 40, node.y] }] };
    const saved = await owner.request('PATCH', `/widgets/${widgetId}/flow`, { baseVersion: before.version, patches: [patch] });
    expect(saved.status).toBe(200);
    for (const accept of ['br', 'gzip', '']) {
      const after = await api(`/widgets/${widgetId}/flow`, accept ? { 'accept-encoding': accept } : {});
      const text = accept === 'br' ? brotliDecompressSync(after.bytes).toString() : accept === 'gzip' ? gunzipSync(after.bytes).toString() : after.bytes.toString();
      const document = JSON.parse(text);
      expect(document.version, accept).toBe(before.version + 1);
      expect(document.flow.nodes[1], accept).toMatchObject({ id: node.id, x: node.x + 40 });
    }
    // A replaced flow (PUT) likewise.
    const put = await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: before.version + 1, flow });
    expect(put.status).toBe(200);
    const replaced = JSON.parse(brotliDecompressSync((await api(`/widgets/${widgetId}/flow`, { 'accept-encoding': 'br' })).bytes).toString());
    expect(replaced.version).toBe(before.version + 2);
    expect(replaced.flow.nodes[1]).toMatchObject({ x: flow.nodes[1]!.x });
  });

  it('sends small answers as they are', async () => {
    const me = await api('/users/me', { 'accept-encoding': 'br, gzip' });
    expect(me.status).toBe(200);
    expect(me.bytes.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built client', () => {
  it('serves the build-time .br and .gz of a bundle by Accept-Encoding, and the file itself otherwise', async () => {
    const br = await rawRequest(studio.url + BUILT_BUNDLE, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(BUILT_BUNDLE_TEXT);

    const gzip = await rawRequest(studio.url + BUILT_BUNDLE, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BUILT_BUNDLE_TEXT);

    const plain = await rawRequest(studio.url + BUILT_BUNDLE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(BUILT_BUNDLE_TEXT);
  });
});
