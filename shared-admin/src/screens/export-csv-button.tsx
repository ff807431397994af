import { exportLink, useAdminStrings, useExport, type Resource, type Text } from '@ottilia/shared-admin';
import type { Query } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';

/** Exports to disk what GET /{r} selects for the list's current search, filters and order, as CSV. */
export function ExportCsvButton({ resource, query }: { resource: Resource<Text>; query: Query }) {
  const { t } = useAdminStrings();
  const { state, start, download, cancel } = useExport(
    (client, signal, key) => exportLink(client, resource, 'csv', query, key, signal),
    [resource.apiPath, 'csv', query],
  );
  return <ExportButton label={t('list.exportCsv')} format="CSV" state={state} onExport={start} onDownload={download} onCancel={cancel} />;
}
