import { downloadFile, errorMessage, useApiClient, type Query } from '@ottilia/shared-auth';
import { Button, useShell } from '@ottilia/shared-ui';
import { format } from 'date-fns';
import { useState } from 'react';
import { PROJECTS_PATH } from '../../lib/project';

export const PROJECT_EXPORT_PATH = `${PROJECTS_PATH}/export-excel`;

/** The name the API gives the file, for an answer that names none. */
export const exportFileName = (day = new Date()) => `projects-${format(day, 'yyyy-MM-dd')}.xlsx`;

/** Downloads GET /projects/export-excel for the list's current search, filters and order. */
export function ExportExcelButton({ query }: { query: Query }) {
  const client = useApiClient();
  const { confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const exportExcel = async () => {
    setBusy(true);
    try {
      await downloadFile(client, PROJECT_EXPORT_PATH, { query, fallbackName: exportFileName() });
    } catch (error) {
      // e.g. 422 export-too-large: the API says how many rows are too many
      void confirm('errorWithMessage', { message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void exportExcel()}>
      Export Excel
    </Button>
  );
}
