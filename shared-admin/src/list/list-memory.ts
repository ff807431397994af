/**
 * What a list remembers for each user: its last state (the list's own part of the URL)
 * and the columns the user hid. Kept in this browser's localStorage under the signed-in user's
 * id and the list's collection path (docs/adr/0086-lists-that-remember.md); storage that
 * refuses (full, disabled) only means the list does not remember.
 */
export interface ListMemory {
  /** The list's own query string without '?', e.g. 'status=active&size=50'; '' is its default state. */
  query: string;
  /** Keys of the columns the user hid. */
  hidden: readonly string[];
}

const PREFIX = 'ottilia.list.v1';
const NOTHING: ListMemory = { query: '', hidden: [] };

/** The storage key of `list` (a collection path such as '/brands') for the user `userEid`. */
export const listMemoryKey = (userEid: string, list: string) => `${PREFIX}:${userEid}:${list}`;

export function readListMemory(key: string): ListMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<ListMemory> | null;
    return {
      query: typeof stored?.query === 'string' ? stored.query : '',
      hidden: Array.isArray(stored?.hidden) ? stored.hidden.filter((entry): entry is string => typeof entry === 'string') : [],
    };
  } catch {
    return NOTHING;
  }
}

export function rememberList(key: string, change: Partial<ListMemory>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...readListMemory(key), ...change }));
  } catch {
    // storage full or disabled: the list simply does not remember
  }
}
