/**
 * The project a detail page shows, read once with its ETag and shared by its sections: each
 * section saves through the API and hands the answer back, so every other section (and the
 * header) shows the new version without another request.
 */
import { projectAddress, useRecordController } from '@ottilia/shared-admin';
import type { WithEtag } from '@ottilia/shared-auth';
import type { Project, ProjectWrite } from './project';

export { etagOf } from '@ottilia/shared-admin';

export interface ProjectState {
  project: Project;
  /** ETag of the version shown ('"7"'). */
  etag: string;
  /** Shows a version the API returned (a save's answer). */
  show(saved: WithEtag<Project>): void;
  /** Reads the newest version and shows it. */
  reload(): Promise<WithEtag<Project>>;
}

export function useProjectRecord(uuid: string) {
  const { record, etag, error, retry, show, loadLatest } = useRecordController<Project>(projectAddress(uuid));
  const state: ProjectState | undefined = record && etag !== null ? { project: record, etag, show, reload: loadLatest } : undefined;
  return { state, error, retry };
}

/** PUT /projects/{uuid} with only the given fields changed (the API keeps fields left out). */
export function projectUpdateBody(project: Project, changes: Partial<ProjectWrite> = {}): ProjectWrite {
  return { name: project.name, brandEid: project.brandEid, projectTypeEid: project.projectTypeEid, ...changes };
}
