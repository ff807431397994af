export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Sort after a click on a column header: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export function ariaSortOf(current: SortState | null | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
