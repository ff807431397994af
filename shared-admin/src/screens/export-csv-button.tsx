import { exportCsv, useAdminStrings, useExport, type Resource, type Text } from '@ottilia/shared-admin';
import type { Query } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';

/** Downloads GET /{r}/export.csv for the list's current search, filters and order. */
export function ExportCsvButton({ resource, query }: { resource: Resource<Text>; query: Query }) {
  const { t } = useAdminStrings();
  const { busy, start } = useExport((client) => exportCsv(client, resource, query));
  return <ExportButton label={t('list.exportCsv')} busy={busy} onExport={start} />;
}
