/**
 * Re-exported from @ottilia/shared-contracts, where the build tooling shares the format. A
 * subpath of its own, not in the package's index, like the shell contract.
 */
export {
  parseRouteManifest,
  publishRouteManifest,
  ROUTE_MANIFEST_FILE,
  type RouteManifestSource,
  type ActNextList,
  type ManifestAction,
  type SearchProvider,
  type ProfileLink,
  type RecordScreen,
  type HelpTopic,
  type HelpQuestion,
  type ManifestRoute,
  type NavEntry,
  type NavGroupEntry,
  type PrefetchRead,
  type RouteManifest,
  type SharedFiles,
  type Strings,
} from '@ottilia/shared-contracts/route-manifest';
