/**
 * Bulk actions over a list's selected rows, each one all-or-nothing request (active-state,
 * bulk-delete). On a refusal the selection stays, so the user can deselect the rows named and try
 * again; the same action on the same selection keeps its Idempotency-Key.
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
