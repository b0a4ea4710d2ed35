import { describe, expect, it } from 'vitest';
import { decodeSharePayload, encodeSharePayload } from './sharePayload';

describe('share payload', () => {
  it('round-trips widget id, debug and data attributes as url-safe base64 without padding', () => {
    const payload = { widgetId: '0b7d3c8e-5a1f-4c2b-9d6e-1f2a3b4c5d6e', debug: true, dataAttributes: [['data-user-id', 'ü/+?=42'] as [string, string]] };
    const text = encodeSharePayload(payload);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharePayload(text)).toEqual(payload);
  });

  it('is the base64url of the JSON array of studio.md §2.14', () => {
    const text = encodeSharePayload({ widgetId: 'w1', debug: false, dataAttributes: [['data-a', 'b']] });
    expect(JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))).toEqual(['w1', 0, [['data-a', 'b']]]);
  });

  it('drops data attributes whose name is not data- plus something', () => {
    const text = encodeSharePayload({ widgetId: 'w1', debug: false, dataAttributes: [['data-', 'x'], ['title', 'y'], ['data-ok', 'z']] });
    expect(decodeSharePayload(text)?.dataAttributes).toEqual([['data-ok', 'z']]);
  });

  it('refuses what is not a payload', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of ['', '!!!', 'bm90IGpzb24', encode({}), encode(['w', 2, []]), encode(['', 0, []]), encode(['w', 0, [['data-a']]]), encode(['w', 0, 'x']), encode(['w"><script>', 0, []])]) {
      expect(decodeSharePayload(text)).toBeNull();
    }
  });
});
