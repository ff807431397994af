/**
 * The trail an error report carries (docs/adr/0062-observability-signals.md): the last navigations and
 * API calls, newest last. Kept raw and small here, on every page; the lazily loaded report code
 * scrubs it (paths without ids or query, no token or e-mail address) when a report leaves.
 */
export interface Breadcrumb {
  /** Milliseconds since the epoch. */
  at: number;
  category: 'navigation' | 'api';
  /** `GET /projects/…` for an API call, the pathname for a navigation. */
  message: string;
  /** The API's answer; 0 when none came. */
  status?: number;
}

const KEPT = 20;
const trail: Breadcrumb[] = [];

export function leaveBreadcrumb(crumb: Omit<Breadcrumb, 'at'>): void {
  trail.push({ ...crumb, at: Date.now() });
  if (trail.length > KEPT) trail.shift();
}

export const breadcrumbs = (): readonly Breadcrumb[] => trail.slice();
