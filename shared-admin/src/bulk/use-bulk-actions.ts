/**
 * Bulk actions over the selected rows of a list, each one request and all or nothing: Activate /
 * Deactivate (PUT /{r}/active-state) and Delete (POST /{r}/bulk-delete), asked first and
 * confirmed in the banner after. A refusal (e.g. 409 naming the records still in use) is shown
 * in the error dialog and the selection stays, so the user can deselect those and try again.
 * The same action on the same selection, pressed again after a lost answer, is the same request
 * (one Idempotency-Key): the API answers what the first one did.
 */
import { errorDialog, useActionKeys, useApiClient } from '@ottilia/shared-auth';
import { bulkDelete, setActive } from '../data/bulk';
import type { DataResource } from '../data/types';
import { ALERT_MESSAGES, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';

export type { BulkAction } from '@ottilia/shared-ui/admin';
import type { BulkAction } from '@ottilia/shared-ui/admin';

export interface BulkActionsOptions {
  resource: DataResource;
  selected: readonly string[];
  /** After the change was saved: clear the selection and reload the list. */
  onDone(): void;
}

export function useBulkActions({ resource, selected, onDone }: BulkActionsOptions) {
  const client = useApiClient();
  const { showAlert, confirm } = useShell();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [saving, setSaving] = useState(false);
  const keys = useActionKeys();
  const apply = async () => {
    if (!asking) return;
    setSaving(true);
    try {
      const key = keys.keyFor([resource.apiPath, asking, selected]);
      if (asking === 'delete') await bulkDelete(client, resource, selected, key);
      else await setActive(client, resource, selected, asking === 'activate', key);
      keys.done();
      setAsking(null);
      showAlert(ALERT_MESSAGES.changesSaved);
      onDone();
    } catch (error) {
      setAsking(null);
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setSaving(false);
    }
  };
  return { count: selected.length, asking, ask: setAsking, cancel: () => setAsking(null), saving, apply: () => void apply() };
}
