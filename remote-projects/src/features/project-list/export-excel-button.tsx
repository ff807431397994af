import { exportProjects, useExport } from '@ottilia/shared-admin';
import { type Query } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';
import { useProjectsStrings } from '../../i18n/strings';

/** Exports to disk the projects of the list's current search, filters and order as Excel (a 422 export-too-large says how many rows are too many). */
export function ExportExcelButton({ query }: { query: Query }) {
  const { t } = useProjectsStrings();
  const { state, start, download, cancel } = useExport(
    (client, signal, key) => exportProjects(client, query, key, signal),
    ['xlsx', query],
  );
  return (
    <ExportButton label={t('list.exportExcel')} format="Excel" state={state} onExport={start} onDownload={download} onCancel={cancel} />
  );
}
