// The compressed GET /widgets/{id}/flow answer of large flows, kept per (widget, version, encoding). Building
// it means reading the stored pages, serialising ~22 MB of JSON at 100k nodes and compressing it (about a
// second on the 2-core machine, most of a large flow's open); a later open of the same version sends the kept
// bytes. (widget, version) always names the same content — every save writes version + 1 under the flow row's
// lock — so a kept answer is either right or simply missed. Compression runs in the thread pool
// (zlib's async API), not on the event loop. Bounded by bytes held; idle entries expire.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type AnswerEncoding = 'br' | 'gzip';

/** Answers smaller than this are compressed per request as any other (keeping them gains little). */
export const FLOW_ANSWER_CACHE_MIN_BYTES = 256 * 1024;

interface FlowAnswerCacheOptions {
  /** Compressed bytes held at most, across all kept answers. */
  maxBytes: number;
  idleMs: number;
}

const DEFAULT_FLOW_ANSWER_CACHE: FlowAnswerCacheOptions = { maxBytes: 64 * 1024 * 1024, idleMs: 15 * 60_000 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the caller's Accept-Encoding prefers among brotli and gzip (q-values honoured), or null for neither. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  let best: AnswerEncoding | null = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties go to brotli (smaller), whatever the order the caller listed them in.
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : null;
    if (encoding && (q > bestQ || (q === bestQ && encoding === 'br'))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Compresses as the live answers are (brotli quality 4, gzip level 6), off the event loop. */
export function compressAnswer(json: string, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } }) : gzipAsync(json);
}

interface KeptAnswer {
  version: number;
  encoding: AnswerEncoding;
  bytes: Buffer;
}

export class FlowAnswerCache {
  private readonly entries: LRUCache<string, KeptAnswer>;

  constructor(options: FlowAnswerCacheOptions = DEFAULT_FLOW_ANSWER_CACHE) {
    this.entries = new LRUCache<string, KeptAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
      ttl: options.idleMs,
      updateAgeOnGet: true,
    });
  }

  /** The kept answer of the widget's flow at `version` in `encoding`, or null. */
  get(widgetId: string, version: number, encoding: AnswerEncoding): Buffer | null {
    const entry = this.entries.get(`${widgetId}:${encoding}`);
    return entry && entry.version === version ? entry.bytes : null;
  }

  /** Whether an answer of the widget's flow (any version, either encoding) is kept: its flow has readers here. */
  holds(widgetId: string): boolean {
    return this.entries.has(`${widgetId}:br`) || this.entries.has(`${widgetId}:gzip`);
  }

  /** Keeps the answer (a newer version already kept wins). */
  put(widgetId: string, version: number, encoding: AnswerEncoding, bytes: Buffer): void {
    const key = `${widgetId}:${encoding}`;
    const held = this.entries.peek(key);
    if (held && held.version > version) return;
    this.entries.set(key, { version, encoding, bytes });
  }
}
