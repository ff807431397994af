import { useApiClient, type Query, errorMessage } from '@ottilia/shared-auth';
import { Button, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import { csvFileName, downloadCsv } from '../shared-list/download-csv';
import type { Resource } from './resource';

/** Downloads GET /{r}/export.csv for the list's current search, filters and order. */
export function ExportCsvButton({ resource, query }: { resource: Resource; query: Query }) {
  const client = useApiClient();
  const { confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadCsv(client, `${resource.apiPath}/export.csv`, query, csvFileName(resource.apiPath.replace(/^\//, '')));
    } catch (error) {
      void confirm('errorWithMessage', { message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
