import { deleteProject } from '@ottilia/shared-admin';
import { errorDialog, useActionKeys, useApiClient } from '@ottilia/shared-auth';
import { Button, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import type { ProjectListItem } from './project-list-source';
import { useProjectsStrings } from '../../i18n/strings';

export interface DeleteProjectButtonProps {
  project: ProjectListItem;
  /** Reloads the list: after a delete, and after a refusal (the row may have changed or gone). */
  onDone(): void;
}

/**
 * Delete of one row, after the spec's question: DELETE /projects/{uuid} with If-Match of the
 * version the row shows, so a project someone changed meanwhile is not deleted unseen (412). Its
 * Idempotency-Key stays while the row shows that version, so a second press after a lost answer
 * gets the first delete's answer.
 */
export function DeleteProjectButton({ project, onDone }: DeleteProjectButtonProps) {
  const client = useApiClient();
  const { confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const { t } = useProjectsStrings();
  const keys = useActionKeys();
  const remove = async () => {
    if (!(await confirm('delete'))) return;
    setBusy(true);
    try {
      const etag = `"${project.version}"`;
      await deleteProject(client, project.uuid, etag, keys.keyFor([project.uuid, etag]));
      keys.done();
    } catch (error) {
      // the API says why (changed meanwhile, no longer there, not allowed)
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Button
      size="small"
      variant="transparent"
      loading={busy}
      aria-label={t('list.deleteNamed', { name: project.name })}
      onClick={() => void remove()}
    >
      {t('list.delete')}
    </Button>
  );
}
