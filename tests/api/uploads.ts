// Multipart uploads for the API suites, and real images made with sharp.
import { crc32 } from 'node:zlib';
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
  studio: { url: string },
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

/**
 * A tiny real PNG (one pixel of data) whose header declares `width` × `height`: what a decoder would try to
 * allocate, at almost no upload size. The IHDR chunk's CRC is recomputed so the header reads as valid.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage(1, 1, 'png'));
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), 5 more bytes, CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** POST a raw body with the given content type to /api{path}. */
export async function postRaw(studio: TestStudio, apiPath: string, body: Uint8Array, contentType: string, authorization: string): Promise<ApiResponse> {
  const response = await fetch(`${studio.url}/api${apiPath}`, {
    method: 'POST',
    headers: { authorization, 'content-type': contentType },
    body: Uint8Array.from(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed };
}
