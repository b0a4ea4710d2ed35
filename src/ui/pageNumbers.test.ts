import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pageNumbers';

describe('pageNumbers', () => {
  it('shows the first and last page and 2 pages either side of the current one', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows every page when few, and a single left-out page instead of a gap', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('clamps a current page out of range and answers nothing without pages', () => {
    expect(pageNumbers(50, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(0, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});
