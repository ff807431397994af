import { createContext, useContext } from 'react';

/**
 * Query parameters the portal may be opened with (spec section 2): `from` (where the user came
 * from), `token` (handed back to a preview environment after sign-in) and `pr_id` (the preview
 * id), plus `state`, which a preview sends with `pr_id` and gets back with its token (see
 * features/preview). Read once at start-up, before sign-in redirects change the URL.
 */
export interface LaunchParams {
  from: string | null;
  token: string | null;
  prId: string | null;
  state: string | null;
}

export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  return { from: params.get('from'), token: params.get('token'), prId: params.get('pr_id'), state: params.get('state') };
}

export const LaunchParamsContext = createContext<LaunchParams>({ from: null, token: null, prId: null, state: null });

export function useLaunchParams(): LaunchParams {
  return useContext(LaunchParamsContext);
}
