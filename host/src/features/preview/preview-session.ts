/**
 * A preview host's session (spec section 4), loaded only on a preview host: the token the main
 * app handed over, or the round trip to get one. Its SuppliedSession replaces MSAL's sign-in in
 * AuthGate (a preview's origin is not a redirect address the identity service knows).
 */
import { ACCESS_TOKEN_STORAGE_KEY, getStageConfig, type SuppliedSession } from '@ottilia/shared-auth';
import { previewIdOf } from '@ottilia/shared-auth/preview-hosts';
import type { RouteManifest } from '../../remotes/route-manifest';
import type { HandedToken } from './handed-token';
import { acceptHandedToken, claimsOf, forgetRoundTrip, startRoundTrip, type TokenClaims } from './round-trip';

export interface PreviewSite {
  previewId: string;
  /** The main app's screen a token is asked for on (see RoundTripSite). */
  handoff?: string;
  /** The main app's origin (the stage's appUrl). */
  appOrigin: string;
  storage?: Storage;
  location?: Pick<Location, 'pathname' | 'search' | 'assign'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

/**
 * The session of the preview, or null when the page is leaving for the main app (no token yet).
 * A handed token is taken only with the state this tab sent; the page then shows the page the
 * round trip started from.
 */
export function startPreviewSession(site: PreviewSite, handed: HandedToken | null): SuppliedSession | null {
  const { previewId, appOrigin, handoff, storage = window.sessionStorage, location = window.location, history = window.history } = site;
  if (handed) {
    const page = acceptHandedToken(handed, storage);
    if (page) history.replaceState(history.state, '', page);
  }
  const token = storage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  const claims = token ? claimsOf(token) : null;
  const roundTrip = () => startRoundTrip({ appOrigin, previewId, handoff, storage, location });
  if (!claims) {
    roundTrip();
    return null;
  }
  return {
    account: accountOf(claims, appOrigin),
    resupply: roundTrip,
    // the preview has no sign-in of its own to end: it forgets the handed token and goes back
    // to the main app, where the portal's own Sign out ends the sign-in
    signOut: async () => {
      forgetRoundTrip(storage);
      location.assign(`${appOrigin}/home`);
    },
  };
}

/**
 * On a preview host of the stage's template: its session, or 'leaving' when the page leaves for
 * the main app. Null elsewhere (or when the template is broken: then there are no previews).
 * `manifests`: the composition's copy of the remotes' route manifests (the page leaves before
 * any remote loads), the first `previewHandoff` of which is where the main app is asked.
 */
export function previewSessionHere(
  handed: HandedToken | null,
  manifests: readonly RouteManifest[] = [],
  origin: string = window.location.origin,
  location: PreviewSite['location'] = window.location,
): SuppliedSession | 'leaving' | null {
  const config = getStageConfig();
  let previewId: string | null = null;
  try {
    previewId = previewIdOf(origin, config.previewHostTemplate);
  } catch (error) {
    console.error(error);
  }
  if (!previewId) return null;
  const handoff = manifests.find((manifest) => manifest.previewHandoff)?.previewHandoff;
  return startPreviewSession({ previewId, appOrigin: new URL(config.appUrl).origin, handoff, location }, handed) ?? 'leaving';
}

function accountOf(claims: TokenClaims, appOrigin: string): SuppliedSession['account'] {
  return {
    homeAccountId: claims.sub,
    localAccountId: claims.sub,
    environment: new URL(appOrigin).host,
    tenantId: '',
    username: claims.email ?? claims.sub,
    ...(claims.name ? { name: claims.name } : {}),
  };
}
