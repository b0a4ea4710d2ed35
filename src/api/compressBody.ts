// Large JSON request bodies (a flow import, a full flow PUT, a big paste's patches) travel gzip-encoded: the
// server decodes JSON bodies sent with Content-Encoding gzip (server/http/compression.ts). Browsers without
// CompressionStream, and small bodies, send plain JSON.

/** JSON bodies at least this long (UTF-16 code units) are compressed. */
export const COMPRESS_REQUEST_MIN_CHARS = 16 * 1024;

export interface EncodedBody {
  body: string | Uint8Array<ArrayBuffer>;
  /** 'gzip' when the body is compressed. */
  contentEncoding: 'gzip' | null;
}

export async function encodeJsonBody(json: string): Promise<EncodedBody> {
  if (json.length < COMPRESS_REQUEST_MIN_CHARS || typeof CompressionStream === 'undefined') return { body: json, contentEncoding: null };
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  return { body, contentEncoding: 'gzip' };
}
