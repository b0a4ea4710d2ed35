// Compression both ways (@fastify/compress). Answers of a compressible type (JSON, HTML, text) of 1 KiB or
// more are sent brotli- or gzip-encoded as the caller's Accept-Encoding prefers; the client's built files are
// compressed at build time instead (esbuild.config.mjs, served by @fastify/static with preCompressed). JSON
// request bodies may be sent with Content-Encoding gzip, deflate or br; the body limit applies to the
// decoded bytes, so a small compressed body cannot expand past it. Other bodies (multipart uploads, the
// identity provider's forms) must not be encoded: 415.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Answers smaller than this are sent as they are: compressing them gains nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const REQUEST_ENCODINGS = ['gzip', 'deflate', 'br'] as const;

function isJsonContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type?.endsWith('+json') ?? false);
}

/** Registers compression; call it before any route is registered (it attaches itself to each new route). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return;
    if (!isJsonContentType(request.headers['content-type'])) {
      throw new ApiError(415, 'unsupported-content-encoding', `Content-Encoding ${encoding} is accepted on JSON bodies only; send this body unencoded`);
    }
    if (!(REQUEST_ENCODINGS as readonly string[]).includes(encoding)) {
      throw new ApiError(415, 'unsupported-content-encoding', `Content-Encoding ${encoding} is not supported; use ${REQUEST_ENCODINGS.join(', ')} or none`);
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    requestEncodings: [...REQUEST_ENCODINGS],
    onInvalidRequestPayload: (encoding) =>
      new ApiError(400, 'invalid-content-encoding', `The body could not be decoded as ${encoding}`),
  });
}
