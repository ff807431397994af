import { exportProjects, useExport } from '@ottilia/shared-admin';
import { type Query } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';
import { format } from 'date-fns';
import { useProjectsStrings } from '../../i18n/strings';

/** The name the API gives the file, for an answer that names none. */
export const exportFileName = (day = new Date()) => `projects-${format(day, 'yyyy-MM-dd')}.xlsx`;

/** Downloads GET /projects/export-excel for the list's current search, filters and order (a 422 export-too-large says how many rows are too many). */
export function ExportExcelButton({ query }: { query: Query }) {
  const { t } = useProjectsStrings();
  const { busy, start } = useExport((client) => exportProjects(client, query, exportFileName()));
  return <ExportButton label={t('list.exportExcel')} busy={busy} onExport={start} />;
}
