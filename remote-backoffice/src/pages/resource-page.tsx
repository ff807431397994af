/**
 * The page of every backoffice reference resource that has none of its own: route-manifest.json's
 * "resources" gives each identity under /backoffice/ without a route its list and record routes
 * on this module. The resource is the identity whose route the location is at or below; its
 * screen is the default export of its folder's `page.tsx` (folder named by its kind, e.g.
 * features/campaign-type/page.tsx), loaded with the page.
 */
import { RESOURCES } from '@ottilia/shared-admin';
import { LoadingOverlay } from '@ottilia/shared-ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** Each identity's screen, loaded when first shown (only the resources without pages of their own have a page.tsx). */
const PAGES = new Map(RESOURCES.map(({ kind }) => [kind, { Screen: lazy(() => import(`../features/${kind}/page`) as Promise<{ default: ComponentType }>) }]));

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
