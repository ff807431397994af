/**
 * The roles of the user last read in this tab (session storage, like the access token): what the
 * navigation keeps showing while the user's record cannot be read (the API unreachable), instead
 * of dropping to the entries everyone has. Never a permission verdict: pages wait for the record.
 */
const LAST_KNOWN_ROLES_KEY = 'ottilia.lastKnownRoles';

let remembered: string | null | undefined;

export function rememberRoles(roles: readonly string[]): void {
  const value = JSON.stringify(roles);
  if (value === remembered) return;
  remembered = value;
  try {
    window.sessionStorage.setItem(LAST_KNOWN_ROLES_KEY, value);
  } catch {
    // storage blocked: the navigation then keeps only what this page read
  }
}

export function lastKnownRoles(): string[] | undefined {
  try {
    remembered ??= window.sessionStorage.getItem(LAST_KNOWN_ROLES_KEY);
    const roles: unknown = JSON.parse(remembered ?? 'null');
    return Array.isArray(roles) && roles.every((role) => typeof role === 'string') ? roles : undefined;
  } catch {
    return undefined;
  }
}
