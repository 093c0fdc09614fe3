import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems.ts';

describe('pageItems', () => {
  it('lists every page up to 5 pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last and the neighbours with ellipses over 5 pages', () => {
    expect(pageItems(5, 12)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 12]);
  });

  it('shows no ellipsis at the edge it touches', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 'end-ellipsis', 12]);
    expect(pageItems(2, 12)).toEqual([1, 2, 3, 'end-ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'start-ellipsis', 11, 12]);
    expect(pageItems(11, 12)).toEqual([1, 'start-ellipsis', 10, 11, 12]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 12]);
    expect(pageItems(9, 12)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageItems(40, 12)).toEqual([1, 'start-ellipsis', 11, 12]);
    expect(pageItems(0, 12)).toEqual([1, 2, 'end-ellipsis', 12]);
  });

  it('always includes the current page, the first and the last, in increasing order', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        for (let i = 1; i < pages.length; i += 1) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
