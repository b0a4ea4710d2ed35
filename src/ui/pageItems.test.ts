import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows the first and last page and 2 pages either side of the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows every page when few, and a single left-out page instead of a gap', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('clamps a current page out of range and answers nothing without pages', () => {
    expect(pageItems(50, 3)).toEqual([1, 2, 3]);
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
