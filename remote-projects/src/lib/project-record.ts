/**
 * The project a detail page shows, read once with its ETag and shared by its sections: each
 * section saves through the API and hands the answer back, so every other section (and the
 * header) shows the new version without another request.
 */
import { useApiClient, useRecord, type WithEtag } from '@ottilia/shared-auth';
import { useCallback } from 'react';
import { projectPath, type Project } from './project';

export interface ProjectState {
  project: Project;
  /** ETag of the version shown ('"7"'). */
  etag: string;
  /** Shows a version the API returned (a save's answer). */
  show(saved: WithEtag<Project>): void;
  /** Reads the newest version and shows it. */
  reload(): Promise<WithEtag<Project>>;
}

/** The ETag names the version; the body's version is the same number should a proxy drop the header. */
export const etagOf = (record: WithEtag<Project>) => record.etag ?? `"${record.data.version}"`;

export function useProjectRecord(uuid: string) {
  const client = useApiClient();
  const path = projectPath(uuid);
  const record = useRecord<Project>(path);
  const { mutate } = record;
  const show = useCallback((saved: WithEtag<Project>) => void mutate(saved, { revalidate: false }), [mutate]);
  const reload = useCallback(async () => {
    const fresh = await client.get<Project>(path, { withEtag: true });
    show(fresh);
    return fresh;
  }, [client, path, show]);
  const state: ProjectState | undefined = record.data ? { project: record.data.data, etag: etagOf(record.data), show, reload } : undefined;
  return { state, error: record.error, retry: () => void mutate() };
}

/** PUT /projects/{uuid} with only the given fields changed (the API keeps fields left out). */
export function projectUpdateBody(project: Project, changes: Partial<Omit<Project, 'uuid'>> = {}) {
  return { name: project.name, brandEid: project.brandEid, projectTypeEid: project.projectTypeEid, ...changes };
}
