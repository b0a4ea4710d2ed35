// Multipart uploads for the API suites, and real images made with sharp.
import sharp from 'sharp';
import type { ApiResponse, TestStudio } from '../harness/testStudio';

/** A real PNG (or another format sharp writes) of the given size. */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** POST a multipart body with `bytes` in `field` to /api{path}, authorized by `authorization` (bearer token). */
export async function upload(
  studio: TestStudio,
  apiPath: string,
  bytes: Uint8Array | null,
  options: { authorization: string; filename?: string; type?: string; field?: string },
): Promise<ApiResponse> {
  const form = new FormData();
  if (bytes) form.append(options.field ?? 'file', new Blob([Uint8Array.from(bytes)], { type: options.type ?? 'application/octet-stream' }), options.filename ?? 'image.png');
  const response = await fetch(`${studio.url}/api${apiPath}`, { method: 'POST', headers: { authorization: options.authorization }, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  return { status: response.status, body };
}

/** GET a path outside /api (the uploads), answering status, headers and bytes. */
export async function fetchRaw(studio: TestStudio, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${studio.url}${path}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
