import { errorDialog, useApiClient } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, space, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { etagOf, type TranslationString } from './translation-strings';
import { useBackofficeStrings } from '../../i18n/strings';

export interface TranslationRowActionsProps {
  row: TranslationString;
  onEdit(): void;
  onChanged(): void;
}

/** Edit, and Reset to English (under If-Match) for an edited string. */
export function TranslationRowActions({ row, onEdit, onChanged }: TranslationRowActionsProps) {
  const { t } = useBackofficeStrings();
  const client = useApiClient();
  const { confirm, showAlert } = useShell();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      await client.post(`/translation-strings/${encodeURIComponent(row.eid)}/reset`, undefined, { headers: { 'If-Match': etagOf(row) } });
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      // e.g. 412: someone changed it meanwhile; the reloaded list shows what holds now
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Actions>
      <Button size="small" variant="secondary" onClick={onEdit} aria-label={t('translations.editLabel', { key: row.key })}>
        {t('translations.edit')}
      </Button>
      {row.edited && (
        <Button size="small" variant="transparent" disabled={busy} onClick={() => void reset()} aria-label={t('translations.resetLabel', { key: row.key })}>
          {t('translations.reset')}
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;
