/**
 * One market's legal data: created with If-None-Match: * when the market has none yet, updated
 * with If-Match; 'Well done!' after saving. The legal entity is chosen from GET /projects/choices,
 * which everyone who reads projects gets (GET /legal-entities needs entitiesRead, which Brand
 * Managers and agencies lack). "Approved by legal" is not offered to agency roles (the API
 * refuses them: approval-not-allowed).
 */
import { errorReference, isAgencyRole, useApiClient, useCurrentUser, type WithEtag } from '@ottilia/shared-auth';
import { Alert, bareFieldset, LoadingIndicator, stack } from '@ottilia/shared-ui';
import { Checkbox, FormActions, SelectField, type SelectOption, TextArea, TextField } from '@ottilia/shared-ui/editing';
import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { RecordConflictAlert, fieldMessage } from '@ottilia/shared-ui/admin';
import { useProjectChoices, type LegalEntityChoice } from '../../lib/project-choices';
import {
  LEGAL_DATA_LIMITS,
  legalDataKey,
  legalDataListKey,
  legalDataPath,
  readLegalData,
  saveLegalData,
  useDraftEditor,
} from '@ottilia/shared-admin';
import type { LegalData } from './legal-data';
import { LEGAL_LABELS, type LegalDraft } from '../../lib/legal-data-fields';
import { legalVersion, toLegalBody } from './legal-data-draft';
import { useProjectsStrings } from '../../i18n/strings';

export const IMPRINT_MAX = LEGAL_DATA_LIMITS.imprint.maxLength;
export const URL_MAX = LEGAL_DATA_LIMITS.privacyPolicyUrl.maxLength;

export interface LegalDataFormProps {
  projectUuid: string;
  marketCode: string;
  countryName: string;
  /** What is saved now; null when the market has no legal data yet. */
  saved: WithEtag<LegalData> | null;
  onDirtyChange(dirty: boolean): void;
  /** Closes the form (after Cancel, once any changes were discarded). */
  onClose(): void;
}

/** The entity to pre-select for a market: the only one whose country is the market, if exactly one is. */
export function suggestedEntity(entities: readonly LegalEntityChoice[], marketCode: string): LegalEntityChoice | null {
  const matches = entities.filter((entity) => entity.country === marketCode);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * Waits for the entity list before the form starts, so a suggested entity is part of the new
 * form's starting values (not an edit: leaving asks nothing). Without the list the form still
 * opens, with a retry.
 */
export function LegalDataForm(props: LegalDataFormProps) {
  const choices = useProjectChoices();
  const { t } = useProjectsStrings();
  if (choices.data === undefined && !choices.error)
    return <LoadingIndicator label={t('common.loadingLegal', { country: props.countryName })} />;
  return (
    <LegalDataEditor
      {...props}
      entities={choices.data?.legalEntities ?? []}
      entitiesError={
        choices.error
          ? { message: choices.error.message, reference: errorReference(choices.error), retry: () => void choices.mutate() }
          : null
      }
    />
  );
}

interface LegalDataEditorProps extends LegalDataFormProps {
  entities: readonly LegalEntityChoice[];
  entitiesError: { message: string; reference: string | undefined; retry(): void } | null;
}

function LegalDataEditor({
  projectUuid,
  marketCode,
  countryName,
  saved,
  onDirtyChange,
  onClose,
  entities,
  entitiesError,
}: LegalDataEditorProps) {
  const client = useApiClient();
  const { me, can } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const editable = can('projectsEdit');
  const approves = me !== undefined && !isAgencyRole(me.roles);
  const { t } = useProjectsStrings();

  const entityOptions: SelectOption[] = entities.map((entity) => ({ value: entity.eid, label: `${entity.name} (${entity.countryName})` }));
  // the current entity stays choosable even if the list does not hold it
  if (saved?.data.legalEntity && !entityOptions.some((option) => option.value === saved.data.legalEntity!.eid)) {
    entityOptions.unshift({ value: saved.data.legalEntity.eid, label: saved.data.legalEntity.name });
  }
  // only a market without data gets a suggestion, and only from someone who can save it
  const suggestion = saved === null && editable ? suggestedEntity(entities, marketCode) : null;
  const current = legalVersion(saved);
  if (suggestion && current.etag === null) current.values = { ...current.values, legalEntityEid: suggestion.eid };

  const show = (record: WithEtag<LegalData> | null) => {
    void mutate(legalDataKey(projectUuid, marketCode), record, { revalidate: false });
    // the market list shows whether data is filled and approved
    void mutate(legalDataListKey(projectUuid));
  };
  const editor = useDraftEditor<LegalDraft>({
    section: 'legal-data',
    // one market's data is a record of its own: a change saved elsewhere and who else edits it are said here
    record: legalDataPath(projectUuid, marketCode),
    current,
    save: async (draft, precondition) => {
      const answer = await saveLegalData(client, projectUuid, marketCode, toLegalBody(draft), precondition);
      show(answer);
      return legalVersion(answer);
    },
    loadLatest: async () => {
      const latest = await readLegalData(client, projectUuid, marketCode);
      show(latest);
      return legalVersion(latest);
    },
    describe: (field, value) => {
      if (field === 'isApproved') return t(value ? 'value.yes' : 'value.no');
      if (field === 'legalEntityEid')
        return entityOptions.find((option) => option.value === value)?.label ?? String(value || t('value.none'));
      return String(value || t('value.empty'));
    },
  });
  const { draft, change, errors, hints } = editor;

  const { dirty } = editor;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const error = (field: keyof LegalDraft) => fieldMessage(t(LEGAL_LABELS[field]), errors[field]);
  const textField = (
    field: Exclude<keyof LegalDraft, 'isApproved' | 'imprint' | 'legalEntityEid'>,
    props: { type?: string; maxLength?: number; min?: number; max?: number; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={t(LEGAL_LABELS[field])}
      {...props}
      value={draft[field]}
      hint={hints[field]}
      error={error(field)}
      onChange={(event) => change({ [field]: event.target.value })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  const cancel = async () => {
    if (await editor.cancel()) onClose();
  };

  const heading = t('legalData.heading', { country: countryName });
  return (
    <Form aria-label={heading} noValidate onSubmit={submit}>
      <h3>{heading}</h3>
      {editor.isNew && <p>{t('legalData.isNew')}</p>}
      <RecordConflictAlert
        conflict={editor.conflict}
        message={editor.conflictMessage}
        presence={editor.presence}
        onReload={() => void editor.reloadLatest()}
      />
      <Fields disabled={!editable}>
        <SelectField
          label={t(LEGAL_LABELS.legalEntityEid)}
          options={entityOptions}
          placeholder={t('legalData.noEntity')}
          value={draft.legalEntityEid}
          hint={
            hints.legalEntityEid ??
            (editor.isNew && suggestion && draft.legalEntityEid === suggestion.eid
              ? t('legalData.suggested', { country: countryName })
              : undefined)
          }
          error={error('legalEntityEid')}
          onChange={(event) => change({ legalEntityEid: event.target.value })}
        />
        {entitiesError && (
          <Alert
            type="error"
            message={entitiesError.message}
            reference={entitiesError.reference}
            action={entitiesError.retry}
            actionName={t('common.retry')}
          />
        )}
        {textField('privacyPolicyUrl', { type: 'url', maxLength: URL_MAX })}
        {textField('termsUrl', { type: 'url', maxLength: URL_MAX })}
        {textField('cookiePolicyUrl', { type: 'url', maxLength: URL_MAX })}
        <TextArea
          label={t(LEGAL_LABELS.imprint)}
          maxLength={IMPRINT_MAX}
          value={draft.imprint}
          hint={hints.imprint}
          error={error('imprint')}
          onChange={(event) => change({ imprint: event.target.value })}
        />
        {textField('minimumDrinkingAge', { type: 'number', min: 0, max: 25, inputMode: 'numeric' })}
        {textField('legalContactEmail', { type: 'email' })}
        {approves ? (
          <Checkbox
            label={t(LEGAL_LABELS.isApproved)}
            checked={draft.isApproved}
            hint={hints.isApproved}
            error={error('isApproved')}
            onChange={(event) => change({ isApproved: event.target.checked })}
          />
        ) : (
          <p>
            {t('legalData.labelValue', {
              label: t(LEGAL_LABELS.isApproved),
              value: t(draft.isApproved ? 'legalData.yes' : 'legalData.no'),
            })}
          </p>
        )}
      </Fields>
      {editable && <FormActions saving={editor.saving} onCancel={() => void cancel()} />}
    </Form>
  );
}

const Form = styled.form`
  ${stack(16)}
  max-width: 640px;

  h3,
  p {
    margin: 0;
  }
`;

const Fields = styled.fieldset`
  ${stack(20)}
  ${bareFieldset}
`;
