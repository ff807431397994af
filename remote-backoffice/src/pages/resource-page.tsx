/**
 * The page of every backoffice reference resource that has none of its own: route-manifest.json's
 * "resources" gives each identity under /backoffice/ without a route its list and record routes
 * on this module. The resource is the identity whose route the location is at or below; its
 * screen is its entry in OWN_SCREENS (a page of src/pages, loaded with the page), or without one
 * the screens of its definition (definedScreens: a list edited in a dialog with history and
 * Delete, its record at `<route>/<id>`).
 */
import { DEFINITIONS, RESOURCES, type Definition } from '@ottilia/shared-admin';
import { definedScreens, ResourceDetail, ResourceList } from '@ottilia/shared-admin/screens';
import { LoadingOverlay } from '@ottilia/shared-ui';
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { NS, type BackofficeT } from '../i18n/strings';
import { useScreens } from '../lib/use-screens';

function DefinedPage({ definition, record }: { definition: Definition; record: boolean }) {
  const { screens } = useScreens(useCallback((t: BackofficeT) => definedScreens(t, definition, NS), [definition]));
  return record ? (
    <ResourceDetail spec={screens.detail} fields={screens.fields} />
  ) : (
    <ResourceList spec={screens.list} editInDialog={screens.dialog} />
  );
}

/** The resources with a screen of their own, by kind (an explicit map: nothing is found by trying an import). */
export const OWN_SCREENS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  market: () => import('./markets-page'),
};

/** The own screens, each loaded when first shown. */
const LOADED = new Map(Object.entries(OWN_SCREENS).map(([kind, load]) => [kind, { Screen: lazy(load) }]));

export default function ResourcePage() {
  const { pathname } = useLocation();
  const identity = RESOURCES.find(({ route }) => pathname === route || pathname.startsWith(`${route}/`));
  // the manifest mounts this module only at identities' routes
  if (!identity) return null;
  const own = LOADED.get(identity.kind);
  const definition = DEFINITIONS.find((candidate) => candidate.identity.kind === identity.kind);
  // every other resource has its pages in the manifest (exposed-pages.test.tsx checks)
  if (!own && !definition) throw new Error(`${identity.route}: neither a definition nor a screen of its own`);
  return (
    <Suspense fallback={<LoadingOverlay />}>
      {own ? <own.Screen /> : <DefinedPage key={identity.kind} definition={definition!} record={pathname !== identity.route} />}
    </Suspense>
  );
}
