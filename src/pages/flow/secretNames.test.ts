import { describe, expect, it } from 'vitest';
import { secretNames } from './secretNames';

describe('secretNames', () => {
  it('reads contextValueName from a list or a wrapped list, skipping what is not a name', () => {
    const secrets = [{ contextValueName: 'api_key', description: 'CRM' }, { contextValueName: '' }, { description: 'x' }, null];
    expect(secretNames(secrets)).toEqual(['api_key']);
    expect(secretNames({ secrets })).toEqual(['api_key']);
    expect(secretNames({ items: [{ contextValueName: 'token' }] })).toEqual(['token']);
    expect(secretNames('nope')).toEqual([]);
  });
});
