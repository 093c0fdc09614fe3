/** The page buttons of a pager: every page up to 5, otherwise first, last and the neighbours. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const MAX_WITHOUT_ELLIPSIS = 5;

/**
 * `pageItems(5, 12)` -> [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 12]. Pages are 1-based.
 * An ellipsis never hides a single page: that page is shown instead.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= MAX_WITHOUT_ELLIPSIS) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  let from = Math.max(page - 1, 2);
  let to = Math.min(page + 1, total - 1);
  if (from === 3) from = 2;
  if (to === total - 2) to = total - 1;
  const items: PageItem[] = [1];
  if (from > 2) items.push('start-ellipsis');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < total - 1) items.push('end-ellipsis');
  items.push(total);
  return items;
}
