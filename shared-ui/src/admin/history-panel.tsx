import { Alert, space, stack } from '@ottilia/shared-ui';
import { type Column, DataTable } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';
import { actionLabel, describeChanges, formatWhen, type HistoryEntry, type HistoryFields } from './history-entries';

/** E: the entries of the answer read (a project's history adds kind and subject to each). */
export interface HistoryPanelProps<E extends HistoryEntry = HistoryEntry> {
  /** Newest first; undefined while loading. */
  entries: readonly E[] | undefined;
  error?: { message: string };
  onRetry(): void;
  /** The record's fields as the screen names them and shows their values (historyFieldsOf a form's fields). */
  fields?: HistoryFields;
  /** Id of the heading (several panels on one page need their own). */
  headingId?: string;
  /** How an entry reads (a sentence and detail lines) when the generic field diff says too little. */
  describeEntry?(entry: E): { summary: string; details: string[] };
}

/** When (dd/MM/yyyy HH:mm, in every history alike), who and what changed, newest first. */
export function HistoryPanel<E extends HistoryEntry>({
  entries: data,
  error,
  onRetry,
  fields,
  headingId = 'history-heading',
  describeEntry,
}: HistoryPanelProps<E>) {
  const { t } = useAdminStrings();
  const describe = describeEntry ?? ((entry: E) => ({ summary: actionLabel(entry.action), details: describeChanges(entry, fields) }));
  const columns: readonly Column<E>[] = [
    { key: 'at', header: t('history.when'), render: (entry) => formatWhen(entry.at) },
    { key: 'actor', header: t('history.who'), render: (entry) => entry.actor?.displayName ?? t('history.system') },
    {
      key: 'changes',
      header: t('history.what'),
      render: (entry) => {
        const { summary, details } = describe(entry);
        return (
          <>
            {summary}
            {details.length > 0 && (
              <Changes>
                {details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Changes>
            )}
          </>
        );
      },
    },
  ];
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      {error ? (
        <Alert type="error" message={error.message} action={onRetry} actionName={t('history.retry')} />
      ) : (
        <DataTable
          caption={t('history.heading')}
          columns={columns}
          rows={data ?? []}
          rowKey={(entry) => entry.id ?? `${entry.at} ${entry.action}`}
          loading={data === undefined}
          emptyState={t('history.empty')}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  ${stack(12)}

  h2 {
    margin: 0;
  }
`;

const Changes = styled.ul`
  margin: ${space(4)} 0 0;
  padding-inline-start: ${space(20)};
`;
