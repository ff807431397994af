/**
 * Export of what a list's filters select: a download through the API client, busy while it
 * runs, and the API's reason (e.g. 422 export-too-large) in the error dialog when it fails.
 */
import { type ApiClient, errorDialog, useApiClient } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { useState } from 'react';

export function useExport(download: (client: ApiClient) => Promise<unknown>) {
  const client = useApiClient();
  const { confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download(client);
    } catch (error) {
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: () => void start() };
}
