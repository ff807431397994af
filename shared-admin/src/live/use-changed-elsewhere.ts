/**
 * What a record's edit form says when someone else saved the record meanwhile (the live updates
 * leave the draft's base as it was and note the change, shared-auth's changed-elsewhere.ts):
 * "Bruno Keller changed this project 10 s ago", shown in the conflict panel with its action
 * before the user saves.
 */
import { clearChangedElsewhere, recordOfPath, useChangesElsewhere } from '@ottilia/shared-auth';
import { RESOURCES } from '@ottilia/shared-contracts/resources';
import { useEffect, useState } from 'react';
import { useAdminStrings } from '../i18n/strings';

const NOUNS = new Map<string, string>([
  ['project', 'project'],
  ['user', 'user'],
  ['project-legal-data', "market's legal data"],
  ['project-age-gate', 'age gate'],
  ...RESOURCES.map((resource) => [resource.kind, resource.noun] as [string, string]),
]);

/** What a record at `path` is called in a sentence ('project', 'brand'). */
export function nounOf(path: string): string {
  const record = recordOfPath(path);
  return record ? (NOUNS.get(record.resource) ?? record.resource.replace(/-/g, ' ')) : 'record';
}

/** The version an ETag names ('"4"' -> 4). */
const versionOf = (etag: string | null) => (etag === null ? null : Number(etag.replace(/^W\//, '').replace(/"/g, '')));

/** The sentence for the record at `path` while the form is dirty and a change is newer than the draft's base (`etag`); else null. */
export function useChangedElsewhere(path: string | undefined, dirty: boolean, etag: string | null): string | null {
  const { t } = useAdminStrings();
  const changes = useChangesElsewhere();
  const change = path ? changes.get(path) : undefined;
  const base = versionOf(etag);
  const newer = change !== undefined && (change.version === null || base === null || Number.isNaN(base) || change.version > base);
  const shown = dirty && newer ? change : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [shown]);
  if (!shown) return null;
  return t('live.changedBy', {
    name: shown.byName ?? t('live.someone'),
    thing: NOUNS.get(shown.resource) ?? shown.resource.replace(/-/g, ' '),
    seconds: Math.max(0, Math.round((now - shown.at) / 1_000)),
  });
}

export { clearChangedElsewhere };
