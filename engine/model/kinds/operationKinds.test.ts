import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../flowTypes';
import { getNodeKind } from './nodeKindRegistry';
import { OPERATION_KINDS } from './operationKinds';

describe('OPERATION_KINDS', () => {
  it('lists exactly the kinds the registry marks as operations', () => {
    const fromRegistry = NODE_TYPES.filter((type) => getNodeKind(type).operation);
    expect([...OPERATION_KINDS].sort()).toEqual([...fromRegistry].sort());
  });
});
