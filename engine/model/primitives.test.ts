import { describe, expect, it } from 'vitest';
import { jsonEqual } from './jsonEqual';
import { connectionKey, nodeIdOfPortKey, portIndexOfPortKey, portKey } from './portKey';
import { roundCoordinate } from './roundCoordinate';

describe('roundCoordinate', () => {
  it('rounds to 2 decimals and never returns -0', () => {
    expect(roundCoordinate(1.2345)).toBe(1.23);
    expect(roundCoordinate(-7.006)).toBe(-7.01);
    expect(Object.is(roundCoordinate(-0.001), 0)).toBe(true);
  });
});

describe('portKey', () => {
  it('packs node id and port into one number and back', () => {
    const key = portKey(123_456, 7);
    expect(nodeIdOfPortKey(key)).toBe(123_456);
    expect(portIndexOfPortKey(key)).toBe(7);
    expect(portKey(1, 4095)).toBeLessThan(portKey(2, 0));
    expect(connectionKey({ from: [3, 1], to: [9, 0] })).toBe(portKey(3, 1));
  });
});

describe('jsonEqual', () => {
  it('compares structure, not key order', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});
