import { describe, expect, it } from 'vitest';
import { nodeRunFixture, testNode, TEST_VISITOR } from '../testing/nodeRunFixture';
import { abTestingNode, pickByWeight, stableFraction } from './abTestingNode';

describe('abTestingNode', () => {
  it('picks the output whose weight holds the draw', () => {
    expect(pickByWeight([20, 30, 50], 0)).toBe(0);
    expect(pickByWeight([20, 30, 50], 0.19)).toBe(0);
    expect(pickByWeight([20, 30, 50], 0.2)).toBe(1);
    expect(pickByWeight([20, 30, 50], 0.49)).toBe(1);
    expect(pickByWeight([20, 30, 50], 0.5)).toBe(2);
    expect(pickByWeight([20, 30, 50], 0.999)).toBe(2);
  });

  it('answers the group letter of the output', async () => {
    const { run } = nodeRunFixture(testNode('ab_testing', { weights: [50, 50], sticky: false }, 4, 2));
    expect(await abTestingNode(() => 0.7)(run)).toEqual({ port: 1, values: { group: 'B' } });
  });

  it('splits visitors by weight', async () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = [0, 0, 0];
    const executor = abTestingNode(random);
    for (let index = 0; index < 3000; index += 1) {
      const { run } = nodeRunFixture(testNode('ab_testing', { weights: [10, 30, 60], sticky: false }, 4, 3));
      const port = (await executor(run)).port!;
      counts[port] = counts[port]! + 1;
    }
    expect(counts[0]! / 3000).toBeGreaterThan(0.07);
    expect(counts[0]! / 3000).toBeLessThan(0.13);
    expect(counts[2]! / 3000).toBeGreaterThan(0.55);
    expect(counts[2]! / 3000).toBeLessThan(0.65);
  });

  it('sticky: the same lead always gets the same output, whatever the draw', async () => {
    const node = testNode('ab_testing', { weights: [50, 50], sticky: true }, 4, 2);
    const expected = pickByWeight([50, 50], stableFraction(`${TEST_VISITOR.leadId}:4`));
    for (const draw of [0, 0.3, 0.99]) expect((await abTestingNode(() => draw)(nodeRunFixture(node).run)).port).toBe(expected);
  });

  it('sticky: different leads spread over the outputs', () => {
    const ports = new Set<number>();
    for (let index = 0; index < 50; index += 1) ports.add(pickByWeight([50, 50], stableFraction(`lead-${index}:4`)));
    expect(ports).toEqual(new Set([0, 1]));
  });
});
