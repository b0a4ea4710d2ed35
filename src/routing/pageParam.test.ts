import { describe, expect, it } from 'vitest';
import { parseArchived, parsePage } from './pageParam';

describe('query parameters', () => {
  it('reads page numbers', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
  it('reads the archived filter', () => {
    expect(parseArchived('true')).toBe(true);
    expect(parseArchived('1')).toBe(false);
    expect(parseArchived(null)).toBe(false);
  });
});
