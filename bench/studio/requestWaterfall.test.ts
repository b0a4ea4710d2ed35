import { describe, expect, it } from 'vitest';
import { formatWaterfall, serialChain, type WaterfallEntry } from './requestWaterfall';

const entry = (path: string, start: number, end: number, extra: Partial<WaterfallEntry> = {}): WaterfallEntry => ({
  path,
  type: 'fetch',
  method: 'GET',
  status: 200,
  start,
  firstByte: start + 1,
  end,
  bytes: null,
  ...extra,
});

describe('formatWaterfall', () => {
  it('lists requests by start with first byte, end, type, status, path and size', () => {
    const lines = formatWaterfall([entry('/api/users/me', 120, 180), entry('/', 0, 40, { type: 'document', bytes: 2048 })]);
    expect(lines).toEqual([
      '    0 →     1 →    40 ms  document GET   200 / 2.0 KiB',
      '  120 →   121 →   180 ms  fetch    GET   200 /api/users/me',
    ]);
  });

  it('cuts long paths and shows an unknown first byte as a dash', () => {
    const [line] = formatWaterfall([entry(`/assets/${'x'.repeat(100)}.js`, 5, 9, { firstByte: null, bytes: 3 * 1024 * 1024 })]);
    expect(line).toContain('    5 →     – →     9 ms');
    expect(line).toContain('…');
    expect(line).toMatch(/3\.00 MiB$/);
  });
});

describe('serialChain', () => {
  it('follows requests that each waited for the one before', () => {
    const entries = [entry('/', 0, 40), entry('/main.js', 45, 90), entry('/app-config.json', 95, 100), entry('/api/users/me', 101, 150), entry('/api/widgets/w', 102, 160), entry('/flow', 170, 300)];
    expect(serialChain(entries).map((e) => e.path)).toEqual(['/', '/main.js', '/app-config.json', '/api/users/me', '/flow']);
  });

  it('is one request long when everything left together', () => {
    expect(serialChain([entry('/a', 0, 100), entry('/b', 1, 100), entry('/c', 2, 100)])).toHaveLength(1);
  });
});
