/**
 * The page of every backoffice reference resource that has none of its own: route-manifest.json's
 * "resources" gives each identity under /backoffice/ without a route its list and record routes
 * on this module. The resource is the identity whose route the location is at or below; its
 * screen is the default export of its folder's `page.tsx` (folder named by its kind, e.g.
 * features/campaign-type/page.tsx), loaded with the page, or without one the screens derived
 * from its identity and body (derivedResource: a list edited in a dialog).
 */
import { RESOURCES, type CollectionPath } from '@ottilia/shared-admin';
import { derivedResource, ResourceList, type ScreenIdentity } from '@ottilia/shared-admin/screens';
import { LoadingOverlay } from '@ottilia/shared-ui';
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { NS, type BackofficeT } from '../i18n/strings';
import { useScreens } from '../lib/use-screens';

type Identity = (typeof RESOURCES)[number];

function DerivedPage({ identity }: { identity: ScreenIdentity }) {
  const { screens } = useScreens(useCallback((t: BackofficeT) => derivedResource(t, identity, NS), [identity]));
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}

/** A resource without a page.tsx: no such module in its folder (any other failure, e.g. a chunk that did not load, stays one). */
const derived = (identity: Identity) => (error: unknown): { default: ComponentType } => {
  if ((error as { code?: string } | null)?.code !== 'MODULE_NOT_FOUND') throw error;
  return { default: () => <DerivedPage identity={identity as ScreenIdentity & { apiPath: CollectionPath }} /> };
};

/** Each identity's screen, loaded when first shown. */
const PAGES = new Map(RESOURCES.map((identity) => [identity.kind, { Screen: lazy(() => (import(`../features/${identity.kind}/page`) as Promise<{ default: ComponentType }>).catch(derived(identity))) }]));

export default function ResourcePage() {
  const { pathname } = useLocation();
  const identity = RESOURCES.find(({ route }) => pathname === route || pathname.startsWith(`${route}/`));
  // the manifest mounts this module only at identities' routes
  if (!identity) return null;
  const page = PAGES.get(identity.kind)!;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <page.Screen />
    </Suspense>
  );
}
