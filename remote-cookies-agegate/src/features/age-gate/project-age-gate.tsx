/**
 * The project's age gate: a style editor with a live preview, saved with If-Match (the first save
 * creates the gate), and its markets. Users who may edit the project change it.
 */
import { errorDialog, errorReference, isApiError, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { fieldErrorsOf, saveAgeGateStyle } from '@ottilia/shared-admin';
import { Alert, Button, LoadingIndicator, space, stack, useShell } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { DEFAULT_STYLE, useAgeGate, type AgeGateStyle } from '../../lib/age-gate';
import { AgeGateMarkets } from './age-gate-markets';
import { AgeGatePreview } from './age-gate-preview';
import { StyleEditor } from './style-editor';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${space(24)};
  align-items: start;
`;

const Form = styled.form`${stack(16)}`;

const same = (a: AgeGateStyle, b: AgeGateStyle) => JSON.stringify(a) === JSON.stringify(b);

export function ProjectAgeGate({ projectId }: { projectId: string }) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { confirm, setDirty } = useShell();
  const { data: gate, error, mutate } = useAgeGate(projectId);
  const saved = gate?.style ?? DEFAULT_STYLE;
  const [draft, setDraft] = useState<AgeGateStyle | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const canEdit = can('projectsEdit');
  const style = draft ?? saved;
  const dirty = draft !== null && !same(draft, saved);

  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const precondition = gate ? { ifMatch: `"${gate.version}"` } : { ifNoneMatch: '*' as const };
      const answer = await saveAgeGateStyle(client, projectId, gate?.eid, { style }, precondition);
      await mutate(answer, { revalidate: false });
      setDraft(null);
      void confirm('success');
    } catch (failure) {
      const fields = Object.fromEntries(Object.entries(fieldErrorsOf(failure)).map(([field, message]) => [field.replace(/^style\./, ''), message]));
      setErrors(fields);
      if (!isApiError(failure) || Object.keys(fields).length === 0) void confirm('errorWithMessage', errorDialog(failure));
    } finally {
      setBusy(false);
    }
  };

  const previewAge = gate?.markets[0]?.minimumAge ?? gate?.availableMarkets[0]?.minimumAge ?? 18;

  return (
    <Section aria-labelledby="age-gate-tab-heading">
      <SectionHeading>
        <h2 id="age-gate-tab-heading">{t('ageGate.heading')}</h2>
      </SectionHeading>
      {error ? (
        <Alert type="error" message={error.message} reference={errorReference(error)} action={() => void mutate()} actionName={t('ageGate.retry')} />
      ) : gate === undefined ? (
        <LoadingIndicator size="medium" label={t('ageGate.loading')} />
      ) : (
        <>
          {gate === null && <p>{t('ageGate.none')}</p>}
          <Columns>
            <Form
              aria-label={t('ageGate.formLabel')}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, display: 'contents' }}>
                <StyleEditor style={style} errors={errors} onChange={setDraft} />
              </fieldset>
              {canEdit && (
                <div>
                  <Button type="submit" loading={busy} disabled={gate !== null && !dirty}>
                    {t('ageGate.save')}
                  </Button>
                  {dirty && (
                    <Button variant="transparent" onClick={() => setDraft(null)}>
                      {t('ageGate.undo')}
                    </Button>
                  )}
                </div>
              )}
            </Form>
            <AgeGatePreview style={style} age={previewAge} />
          </Columns>
          <AgeGateMarkets projectId={projectId} gate={gate} canEdit={canEdit} onSaved={(answer) => void mutate(answer, { revalidate: false })} />
        </>
      )}
    </Section>
  );
}
