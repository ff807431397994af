/**
 * A form draft kept in session storage, so a half-filled form survives leaving the page (and
 * a reload) for the rest of the browser session. Unreadable or foreign entries count as none.
 */
export interface DraftStore<D extends object> {
  read(): D | null;
  write(draft: D): void;
  clear(): void;
}

/** `shape` gives the fields and value types a stored draft must have. */
export function sessionDraftStore<D extends object>(key: string, shape: D): DraftStore<D> {
  const fits = (value: unknown): value is D =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(shape).every(([name, example]) => typeof (value as Record<string, unknown>)[name] === typeof example);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
        return fits(value) ? value : null;
      } catch {
        return null;
      }
    },
    write: (draft) => sessionStorage.setItem(key, JSON.stringify(draft)),
    clear: () => sessionStorage.removeItem(key),
  };
}
