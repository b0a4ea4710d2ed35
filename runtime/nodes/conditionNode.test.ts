import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS } from '../../engine/model/kinds/conditionKind';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import { conditionHolds, conditionNode } from './conditionNode';

describe('condition operators', () => {
  const cases: [string, string, string, boolean][] = [
    ['eq', 'a', 'a', true], ['eq', 'a', 'b', false], ['eq', '10', '10.0', true], ['eq', '', '', true],
    ['neq', 'a', 'b', true], ['neq', '2', '2.00', false],
    ['gt', '10', '9', true], ['gt', '9', '10', false], ['gt', 'b', 'a', true], ['gt', '5', '5', false],
    ['gte', '5', '5', true], ['gte', '4', '5', false],
    ['lt', '9', '10', true], ['lt', '10', '9', false], ['lt', 'a', 'b', true],
    ['lte', '5', '5', true], ['lte', '6', '5', false],
    ['empty', '', '', true], ['empty', '  ', '', true], ['empty', 'x', '', false],
    ['nempty', 'x', '', true], ['nempty', '', '', false],
    ['contains', 'hello world', 'lo w', true], ['contains', 'hello', 'z', false],
    ['ncontains', 'hello', 'z', true], ['ncontains', 'hello', 'ell', false],
    ['matches', 'ab123', '^ab\\d+$', true], ['matches', 'abc', '^\\d+$', false], ['matches', 'x', '(', false],
    ['nmatches', 'abc', '^\\d+$', true], ['nmatches', '42', '^\\d+$', false],
  ];
  it.each(cases)('%s(%j, %j) is %s', (operator, left, right, expected) => {
    expect(conditionHolds(operator as never, left, right)).toBe(expected);
  });
  it('covers every operator the kind defines', () => {
    expect(new Set(cases.map(([operator]) => operator))).toEqual(new Set(CONDITION_OPERATORS));
  });
});

describe('conditionNode', () => {
  const config = (mode: 'and' | 'or', hasDefault = true) => ({
    branches: [
      { mode, conditions: [{ operator: 'eq', values: ['{{1.plan}}', 'pro'] }, { operator: 'gt', values: ['{{1.seats}}', '10'] }] },
      { mode: 'and', conditions: [{ operator: 'nempty', values: ['{{1.plan}}'] }] },
    ],
    hasDefault,
  });

  it('takes the first branch whose conditions all hold (and)', async () => {
    const { run } = nodeRunFixture(testNode('condition', config('and')), { '1.plan': 'pro', '1.seats': 12 });
    expect(await conditionNode(run)).toEqual({ port: 0 });
  });

  it('and needs every condition; the next branch matches then', async () => {
    const { run } = nodeRunFixture(testNode('condition', config('and')), { '1.plan': 'pro', '1.seats': 3 });
    expect(await conditionNode(run)).toEqual({ port: 1 });
  });

  it('or needs one condition', async () => {
    const { run } = nodeRunFixture(testNode('condition', config('or')), { '1.plan': 'free', '1.seats': 30 });
    expect(await conditionNode(run)).toEqual({ port: 0 });
  });

  it('takes the default (last output) when nothing matches', async () => {
    const { run } = nodeRunFixture(testNode('condition', config('and')), { '1.plan': '', '1.seats': 0 });
    expect(await conditionNode(run)).toEqual({ port: 2 });
  });

  it('ends the flow when nothing matches and there is no default', async () => {
    const { run } = nodeRunFixture(testNode('condition', config('and', false)), {});
    expect(await conditionNode(run)).toEqual({ port: null });
  });
});
