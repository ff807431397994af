/**
 * Where the shell's own screens link a record they show: the screen a remote's route manifest
 * declares for rows of that API collection (`records`), its `:field` parameters from the row.
 */
import type { ApiPath } from '@ottilia/shared-contracts/wire';
import { fillPath } from '../data/declared-records';
import type { RouteManifest } from './route-manifest';

/** The row's screen, or undefined while no loaded manifest declares one (the record then shows unlinked). */
export function recordScreen(manifests: readonly RouteManifest[], read: ApiPath, row: unknown): string | undefined {
  const declared = manifests.flatMap((manifest) => manifest.records ?? []).find((screen) => screen.read === read);
  return declared && fillPath(declared.record, row);
}
