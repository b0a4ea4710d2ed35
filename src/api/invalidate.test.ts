import { describe, expect, it } from 'vitest';
import { keyMatches } from './invalidate';

describe('keyMatches', () => {
  it('matches the prefix, its sub-paths and its queries only', () => {
    expect(keyMatches('/organizations', '/organizations')).toBe(true);
    expect(keyMatches('/organizations?page=2', '/organizations')).toBe(true);
    expect(keyMatches('/organizations/abc/widgets?page=1', '/organizations/abc')).toBe(true);
    expect(keyMatches('/organizations/abcd', '/organizations/abc')).toBe(false);
    expect(keyMatches('/users/me', '/users/meta')).toBe(false);
  });
});
