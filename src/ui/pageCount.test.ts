import { describe, expect, it } from 'vitest';
import { existingPage, pageCount } from './pageCount';

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('existingPage', () => {
  it('sends a page past the end to the last page that exists', () => {
    // The only item of page 2 went: 10 left, page 2 is gone.
    expect(existingPage(2, 10, 10)).toBe(1);
    expect(existingPage(5, 21, 10)).toBe(3);
    expect(existingPage(3, 0, 10)).toBe(1);
  });
  it('leaves a page that exists alone', () => {
    expect(existingPage(2, 11, 10)).toBeNull();
    expect(existingPage(1, 0, 10)).toBeNull();
  });
});
