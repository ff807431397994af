import { RESOURCES } from '@ottilia/shared-contracts/resources';
import { stringAt, withResourceRoutes, type RouteManifestSource, type Strings } from '@ottilia/shared-contracts/route-manifest';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The part of a remote's route-manifest.json that its harness needs. */
export type HarnessManifest = Pick<RouteManifestSource, 'routes' | 'resources'>;

/**
 * A remote's standalone harness, from the same route manifest the host reads: each route on its
 * path, with a header link titled as the page (its title key in `english`, the remote's
 * src/i18n/en.ts). `pages` maps each exposed module to its component;
 * a route whose module has none throws, so a page added to the manifest cannot be left out.
 * A page with path parameters gets a link when `samples` fills them all (`{ id: '…' }`).
 */
export function harnessFromManifest(
  source: HarnessManifest,
  english: Strings,
  pages: Record<string, ComponentType>,
  samples: Record<string, string> = {},
) {
  // the build's routes: the resources' pages derived from their identities too
  const { routes: manifestRoutes = [] } = withResourceRoutes(source, RESOURCES);
  const routes: RouteObject[] = manifestRoutes.map(({ path, module }) => {
    const Page = pages[module];
    if (!Page) throw new Error(`The harness has no component for ${module} (route ${path})`);
    return { path: path.slice(1), element: <Page /> };
  });
  const links = manifestRoutes.flatMap(({ path, title }) => {
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    if (names.some((name) => samples[name] === undefined)) return [];
    return [{ label: stringAt(english, title) ?? title, href: path.replace(/:(\w+)/g, (_, name: string) => samples[name]!) }];
  });
  return { pages: links, routes };
}
