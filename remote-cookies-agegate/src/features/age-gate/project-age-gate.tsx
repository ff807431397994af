/**
 * The project's age gate: a style editor with a live preview on the shared draft editor, saved with
 * If-Match (the first save creates the gate), and its markets. Users who may edit the project change it.
 */
import { errorReference, isApiError, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { ageGatePath, changedFields, fieldErrorsOf, readAgeGate, saveAgeGateStyle, useDraftEditor } from '@ottilia/shared-admin';
import { RecordConflictAlert } from '@ottilia/shared-ui/admin';
import { Alert, Button, LoadingIndicator, space, stack } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { DEFAULT_STYLE, useAgeGate, type AgeGate, type AgeGateStyle } from '../../lib/age-gate';
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

// only the fields that changed, so a message beside another field stays
const changes = (style: AgeGateStyle, next: AgeGateStyle) =>
  Object.fromEntries(changedFields(next, style).map((name) => [name, next[name]])) as Partial<AgeGateStyle>;

export function ProjectAgeGate({ projectId }: { projectId: string }) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { data: gate, error, mutate } = useAgeGate(projectId);
  const canEdit = can('projectsEdit');
  const versionOf = (answer: AgeGate) => ({ etag: `"${answer.version}"`, values: answer.style });
  const editor = useDraftEditor<AgeGateStyle>({
    section: 'age-gate',
    // the gate is a record of its own: a change saved elsewhere and who else edits it are said here
    record: ageGatePath(projectId),
    // null until the first save creates the gate (If-None-Match: *)
    current: { etag: gate ? `"${gate.version}"` : null, values: gate?.style ?? DEFAULT_STYLE },
    save: async (style, precondition) => {
      const answer = await saveAgeGateStyle(client, projectId, gate?.eid, { style }, precondition);
      await mutate(answer, { revalidate: false });
      return versionOf(answer);
    },
    loadLatest: async () => {
      const latest = await readAgeGate(client, projectId);
      await mutate(latest, { revalidate: false });
      // no gate any more: the next save creates one
      return latest ? versionOf(latest) : { etag: null, values: DEFAULT_STYLE };
    },
    refusal: (failure) => {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(failure)).map(([field, message]) => [field.replace(/^style\./, ''), message]),
      );
      return { fields, rest: !isApiError(failure) || Object.keys(fields).length === 0 ? 'dialog' : undefined };
    },
    // Undo is asked for by name: it needs no question
    cancelQuestion: null,
  });
  const { draft: style, dirty, errors } = editor;

  const previewAge = gate?.markets[0]?.minimumAge ?? gate?.availableMarkets[0]?.minimumAge ?? 18;

  return (
    <Section aria-labelledby="age-gate-tab-heading">
      <SectionHeading>
        <h2 id="age-gate-tab-heading">{t('ageGate.heading')}</h2>
      </SectionHeading>
      {error ? (
        <Alert
          type="error"
          message={error.message}
          reference={errorReference(error)}
          action={() => void mutate()}
          actionName={t('ageGate.retry')}
        />
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
                void editor.save();
              }}
            >
              <RecordConflictAlert
                conflict={editor.conflict}
                message={editor.conflictMessage}
                presence={editor.presence}
                onReload={() => void editor.reloadLatest()}
              />
              <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, display: 'contents' }}>
                <StyleEditor style={style} errors={errors} onChange={(next) => editor.change(changes(style, next))} />
              </fieldset>
              {canEdit && (
                <div>
                  <Button type="submit" loading={editor.saving} disabled={gate !== null && !dirty}>
                    {t('ageGate.save')}
                  </Button>
                  {dirty && (
                    <Button variant="transparent" onClick={() => void editor.cancel()}>
                      {t('ageGate.undo')}
                    </Button>
                  )}
                </div>
              )}
            </Form>
            <AgeGatePreview style={style} age={previewAge} />
          </Columns>
          <AgeGateMarkets
            projectId={projectId}
            gate={gate}
            canEdit={canEdit}
            onSaved={(answer) => void mutate(answer, { revalidate: false })}
          />
        </>
      )}
    </Section>
  );
}
