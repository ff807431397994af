export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PageListOptions {
  /** Current page, from 1. */
  page: number;
  /** Number of pages. */
  count: number;
  /** Neighbours shown on each side of the current page. */
  siblings?: number;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * Pages of the default paginator (spec section 5). Up to 3 + 2*siblings + 2 pages are all shown;
 * beyond that: first, last, the current page with its siblings, and ellipses. The list then
 * always has that many entries, so the control keeps its width while paging, and an ellipsis
 * always stands for two or more pages (a single hidden page is shown instead).
 */
export function pageList({ page, count, siblings = 1 }: PageListOptions): PageItem[] {
  const slots = 3 + 2 * siblings + 2;
  if (count <= slots) return range(1, count);
  const current = Math.min(Math.max(page, 1), count);

  // The window of middle pages, kept clear of the first two and last two positions.
  const start = Math.max(Math.min(current - siblings, count - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), count - 2);

  return [1, start > 3 ? 'start-ellipsis' : 2, ...range(start, end), end < count - 2 ? 'end-ellipsis' : count - 1, count];
}

/**
 * The page a typed entry asks for: clamped to 1..count; an empty or non-numeric entry keeps
 * the current page.
 */
export function pageFromEntry(entry: string, current: number, count: number): number {
  const trimmed = entry.trim();
  const typed = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(typed)) return current;
  return Math.min(Math.max(Math.trunc(typed), 1), Math.max(count, 1));
}
