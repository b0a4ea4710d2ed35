import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, FlowAnswerCache, preferredEncoding } from './flowAnswerCache';

describe('preferredEncoding', () => {
  it('prefers brotli, honours q-values and refusals, and knows neither', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(['deflate', 'x-gzip'])).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('FlowAnswerCache', () => {
  it('answers only the version and encoding it kept; a newer version replaces it, an older one does not', async () => {
    const cache = new FlowAnswerCache({ maxBytes: 1 << 20, idleMs: 60_000 });
    const json = JSON.stringify({ version: 3, text: 'x'.repeat(5000) });
    const br = await compressAnswer(json, 'br');
    const gzip = await compressAnswer(json, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gzip).toString()).toBe(json);
    cache.put('w', 3, 'br', br);
    expect(cache.get('w', 3, 'br')).toBe(br);
    expect(cache.get('w', 3, 'gzip')).toBeNull();
    expect(cache.get('w', 4, 'br')).toBeNull();
    expect(cache.get('other', 3, 'br')).toBeNull();
    cache.put('w', 4, 'br', gzip);
    expect(cache.get('w', 3, 'br')).toBeNull();
    cache.put('w', 2, 'br', br);
    expect(cache.get('w', 4, 'br')).toBe(gzip);
  });

  it('drops the least recently used answers beyond its byte bound', () => {
    const cache = new FlowAnswerCache({ maxBytes: 100, idleMs: 60_000 });
    cache.put('a', 1, 'br', Buffer.alloc(60));
    cache.put('b', 1, 'br', Buffer.alloc(60));
    expect(cache.get('a', 1, 'br')).toBeNull();
    expect(cache.get('b', 1, 'br')).not.toBeNull();
  });
});
