import { describe, expect, it } from 'vitest';
import { countsMap, idsOutsideDraft, overlaySource } from './overlaySource';

const span = (version: number, flowVersion: number) => ({ version, flowVersion, publishedAt: '2026-11-20T10:00:00.000Z' });

describe('results overlay source note', () => {
  it('reads the counts into a map by node id, dropping zeros and keys that are not ids', () => {
    expect([...countsMap({ 1: 10, 2: 0, 12: 3, x: 4 })]).toEqual([
      [1, 10],
      [12, 3],
    ]);
  });

  it('counts the counted ids the draft no longer has', () => {
    const draft = new Set([1, 2, 3]);
    expect(idsOutsideDraft(countsMap({ 1: 5, 2: 4, 7: 1, 9: 2 }), (id) => draft.has(id))).toBe(2);
  });

  it('says which published version the numbers are from, and when the draft differs', () => {
    expect(overlaySource([span(3, 12)], 12, 0)).toEqual({ text: 'Counts from published version 3, which is the flow shown.', differs: false });
    expect(overlaySource([span(3, 12)], 14, 0)).toEqual({
      text: 'Counts from published version 3. The flow shown differs: counts follow node ids, so a node they did not have shows 0.',
      differs: true,
    });
    expect(overlaySource([span(3, 12)], 12, 1).text).toBe('Counts from published version 3. 1 counted node is not in the flow shown.');
    expect(overlaySource([span(2, 5), span(3, 9), span(4, 12)], 12, 2).text).toBe(
      'Counts from published versions 2–4 (published during this period). The flow shown differs: counts follow node ids, so a node they did not have shows 0. 2 counted nodes are not in the flow shown.',
    );
    expect(overlaySource([span(2, 5), span(5, 12)], 12, 0).text).toContain('published versions 2 and 5');
    expect(overlaySource([], 4, 0)).toEqual({ text: 'The widget was not published during this period: nothing was counted.', differs: false });
  });
});
