import { describe, expect, it } from 'vitest';
import type { WidgetFlow } from '../../contracts/entities';
import { generateFlow } from '../../engine/testing/generateFlow';
import { flowAnswerJson } from './flowAnswerJson';

const answer = (nodeCount: number): WidgetFlow => ({
  widgetId: 'w-1',
  version: 7,
  flow: generateFlow({ nodeCount, seed: 3 }),
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedBy: 'u-1',
});

describe('flowAnswerJson', () => {
  it('is byte for byte JSON.stringify of the answer, in slices', async () => {
    for (const nodeCount of [1, 5, 120]) {
      const body = answer(nodeCount);
      let yields = 0;
      const text = await flowAnswerJson(body, 16, async () => {
        yields += 1;
      });
      expect(text).toBe(JSON.stringify(body));
      if (nodeCount === 120) expect(yields).toBeGreaterThan(10);
    }
  });

  it('handles an empty flow', async () => {
    const body: WidgetFlow = { widgetId: 'w', version: 1, flow: { nodes: [], connections: [] }, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'u' };
    expect(await flowAnswerJson(body)).toBe(JSON.stringify(body));
  });
});
