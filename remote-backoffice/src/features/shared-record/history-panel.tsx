import type { ApiError } from '@ottilia/shared-auth';
import { Alert, DataTable, space, type Column } from '@ottilia/shared-ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { actionLabel, describeChanges, formatWhen, historyPath, type HistoryEntry } from './history-entries';

export interface HistoryPanelProps {
  /** The record's API path, e.g. '/brands/BR-1'. */
  recordPath: string;
  /** Labels of the record's fields, to name what changed. */
  fieldLabels: Readonly<Record<string, string>>;
}

/** When, who and what changed, newest first. */
export function HistoryPanel({ recordPath, fieldLabels }: HistoryPanelProps) {
  const { data, error, mutate } = useSWR<HistoryEntry[], ApiError>(historyPath(recordPath), { revalidateOnFocus: false });
  const columns: readonly Column<HistoryEntry>[] = [
    { key: 'at', header: 'When', render: (entry) => formatWhen(entry.at) },
    { key: 'actor', header: 'Who', render: (entry) => entry.actor?.displayName ?? 'System' },
    {
      key: 'changes',
      header: 'What changed',
      render: (entry) => (
        <>
          {actionLabel(entry.action)}
          <Changes>
            {describeChanges(entry, fieldLabels).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Changes>
        </>
      ),
    },
  ];
  return (
    <Section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {error ? (
        <Alert type="error" message={error.message} action={() => void mutate()} actionName="Retry" />
      ) : (
        <DataTable
          caption="History"
          columns={columns}
          rows={data ?? []}
          rowKey={(entry) => `${entry.at} ${entry.action}`}
          loading={data === undefined}
          emptyState="No changes recorded yet."
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(12)};

  h2 {
    margin: 0;
  }
`;

const Changes = styled.ul`
  margin: ${space(4)} 0 0;
  padding-inline-start: ${space(20)};
`;
