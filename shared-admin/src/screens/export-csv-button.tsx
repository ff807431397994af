import { csvFileName, downloadCsv, useExport, type Resource } from '@ottilia/shared-admin';
import type { Query } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';

/** Downloads GET /{r}/export.csv for the list's current search, filters and order. */
export function ExportCsvButton({ resource, query }: { resource: Resource; query: Query }) {
  const { busy, start } = useExport((client) =>
    downloadCsv(client, `${resource.apiPath}/export.csv`, query, csvFileName(resource.apiPath.replace(/^\//, ''))),
  );
  return <ExportButton label="Export CSV" busy={busy} onExport={start} />;
}
