/**
 * Consent that lasts and can be proven: how many months a visitor's choice lasts before the
 * banner asks again, and the project's consent records as CSV, to disk through the shared export
 * flow (row count, Download or Cancel, the browser's own download). Both for who may edit the
 * project's cookies (projectsEdit; the API refuses everyone else).
 */
import {
  consentRecordsExport,
  consentSettings,
  consentSettingsKey,
  saveConsentSettings,
  useExport,
  type ConsentSettingsAnswer,
} from '@ottilia/shared-admin';
import {
  errorDialog,
  errorMessage,
  errorReference,
  useActionKeys,
  useApiClient,
  useCurrentUser,
  type ApiError,
} from '@ottilia/shared-auth';
import { Alert, Button, useShell } from '@ottilia/shared-ui';
import { ExportButton } from '@ottilia/shared-ui/admin';
import { ButtonRow, TextField } from '@ottilia/shared-ui/editing';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useCookiesAgegateStrings } from '../../i18n/strings';

const MAX_MONTHS = 24;

export function ConsentSettings({ projectId }: { projectId: string }) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const keys = useActionKeys();
  const { can } = useCurrentUser();
  const { confirm } = useShell();
  const { data, error, mutate } = useSWR<ConsentSettingsAnswer, ApiError>(
    consentSettingsKey(projectId),
    () => consentSettings(client, projectId),
    { revalidateOnFocus: false },
  );
  // what the user typed; null shows the saved value
  const [draft, setDraft] = useState<string | null>(null);
  const months = draft ?? (data ? String(data.lifetimeMonths) : '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const recordsExport = useExport((apiClient, signal, key) => consentRecordsExport(apiClient, projectId, signal, key));
  const canEdit = can('projectsEdit');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(months);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MONTHS) return setInvalid(t('consent.lifetimeInvalid', { max: MAX_MONTHS }));
    setInvalid(undefined);
    setSaving(true);
    try {
      await mutate(
        await saveConsentSettings(client, projectId, value, `"${data?.version ?? 0}"`, keys.keyFor(['lifetime', value, data?.version])),
        { revalidate: false },
      );
      keys.done();
      setDraft(null);
      setStatus(t('consent.saved', { count: value }));
    } catch (failure) {
      void confirm('errorWithMessage', errorDialog(failure));
      void mutate();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="consent-settings-heading">
      <h3 id="consent-settings-heading">{t('consent.heading')}</h3>
      <p>{t('consent.records')}</p>
      {error ? (
        <Alert
          type="error"
          message={errorMessage(error)}
          reference={errorReference(error)}
          action={() => void mutate()}
          actionName={t('cookies.retry')}
        />
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="consent-settings-heading">
          <TextField
            label={t('consent.lifetime')}
            hint={t('consent.lifetimeHint', { max: MAX_MONTHS })}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MONTHS}
            value={months}
            error={invalid}
            disabled={!canEdit || data === undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setStatus('');
            }}
          />
          {canEdit && (
            <ButtonRow>
              <Button type="submit" loading={saving} disabled={data === undefined}>
                {t('consent.save')}
              </Button>
              <ExportButton
                label={t('consent.export')}
                format="CSV"
                state={recordsExport.state}
                onExport={recordsExport.start}
                onDownload={recordsExport.download}
                onCancel={recordsExport.cancel}
              />
            </ButtonRow>
          )}
          <p role="status">{status}</p>
        </form>
      )}
    </section>
  );
}
