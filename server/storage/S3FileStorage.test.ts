// The S3 storage against a small in-memory S3 endpoint over real HTTP (the subset it uses: PUT,
// GET, DeleteObjects), to check addressing and key layout. Not a substitute for a run against
// a real S3 service.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { uploadKey } from './FileStorage';
import { deleteBatches, S3FileStorage, s3ClientConfig } from './S3FileStorage';

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

describe('S3FileStorage', () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: string[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url!, 'http://localhost');
      const body = await readAll(request);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      const path = decodeURIComponent(url.pathname);
      if (request.method === 'PUT') {
        objects.set(path, { body, contentType: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
      } else if (request.method === 'HEAD') {
        // HeadBucket: only the bucket this test names exists.
        response.writeHead(path.replace(/\/$/, '') === '/studio-files' ? 200 : 404).end();
      } else if (request.method === 'POST' && url.searchParams.has('delete')) {
        for (const match of body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(`${path.replace(/\/$/, '')}/${match[1]}`);
        response.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><DeleteResult></DeleteResult>');
      } else {
        response.writeHead(405).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores variants as bucket/uploads/{id}/{resolution}.webp, path-style, and deletes them', async () => {
    const storage = S3FileStorage.fromConfig({
      kind: 's3',
      bucket: 'studio-files',
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    });
    const id = '3f1c2f5e-8d1a-4c4e-9a59-7c0b5f4c2a11';
    await storage.put(uploadKey(id, 'thumbnail'), Buffer.from('thumb'), 'image/webp');
    expect(objects.get(`/studio-files/uploads/${id}/thumbnail.webp`)).toEqual({ body: Buffer.from('thumb'), contentType: 'image/webp' });
    expect(await storage.get(uploadKey(id, 'thumbnail'))).toEqual({ body: Buffer.from('thumb'), contentType: 'image/webp' });
    expect(await storage.get(uploadKey(id, 'original'))).toBeNull();
    await storage.delete([uploadKey(id, 'thumbnail'), uploadKey(id, 'original')]);
    expect(objects.size).toBe(0);
    expect(seen).toContainEqual(expect.stringMatching(/^POST \/studio-files\/?\?delete/));
  });

  it('probes the bucket with HeadBucket: reachable, missing bucket, nothing listening', async () => {
    const settings = { kind: 's3', region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } } as const;
    await expect(S3FileStorage.fromConfig({ ...settings, bucket: 'studio-files', endpoint }).probe()).resolves.toBeUndefined();
    expect(seen).toContainEqual(expect.stringMatching(/^HEAD \/studio-files/));
    await expect(S3FileStorage.fromConfig({ ...settings, bucket: 'other-bucket', endpoint }).probe()).rejects.toThrow();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(S3FileStorage.fromConfig({ ...settings, bucket: 'studio-files', endpoint: closedEndpoint }).probe()).rejects.toThrow();
  });

  it('addresses AWS itself virtual-host style and a custom endpoint path-style', () => {
    expect(s3ClientConfig({ kind: 's3', bucket: 'b', endpoint: null, region: 'us-east-1', credentials: null })).toEqual({ region: 'us-east-1' });
    expect(
      s3ClientConfig({ kind: 's3', bucket: 'b', endpoint: 'http://minio:9000', region: 'auto', credentials: { accessKeyId: 'a', secretAccessKey: 's' } }),
    ).toEqual({ region: 'auto', endpoint: 'http://minio:9000', forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 's' } });
  });

  it('deletes in batches of at most 1000 keys', () => {
    const keys = Array.from({ length: 2001 }, (_, index) => `k${index}`);
    expect(deleteBatches(keys).map((batch) => batch.length)).toEqual([1000, 1000, 1]);
    expect(deleteBatches([])).toEqual([]);
  });

  it('is chosen by S3_BUCKET, with its settings checked', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'https://s3.example.com/', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' }).storage).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: 'https://s3.example.com',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 's' },
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).storage).toEqual({ kind: 's3', bucket: 'files', endpoint: null, region: 'us-east-1', credentials: null });
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow('S3_ENDPOINT is only used with S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a' })).toThrow('S3_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT must be an absolute URL');
  });
});
