import { describe, expect, it } from 'vitest';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import { defineNode } from './defineNode';

describe('defineNode', () => {
  it('adds each field with its substituted value', async () => {
    const { run } = nodeRunFixture(testNode('define', { fields: [{ key: 'Greeting', value: 'Hi {{1.name}}!' }, { key: 'unknown', value: '{{9.none}}' }] }), { '1.name': 'Ada' });
    expect(await defineNode(run)).toEqual({ port: 0, values: { Greeting: 'Hi Ada!', unknown: '' } });
  });
});
