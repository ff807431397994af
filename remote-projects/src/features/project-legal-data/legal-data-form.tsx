/**
 * One market's legal data: created with If-None-Match: * when the market has none yet, updated
 * with If-Match; 'Well done!' after saving. The legal entity is chosen from GET /legal-entities
 * only by people who may read that list (entitiesRead); "Approved by legal" is not offered to
 * agency roles (the API refuses them: approval-not-allowed).
 */
import { isAgencyRole, selectListQuery, useApiClient, useCurrentUser, type ApiError, type WithEtag } from '@ottilia/shared-auth';
import { Alert, Button, Checkbox, SelectField, space, TextArea, TextField, type SelectOption } from '@ottilia/shared-ui';
import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { ConflictAlert } from '../../lib/conflict-alert';
import { fieldMessage } from '../../lib/field-message';
import { useDraftEditor } from '../../lib/use-draft-editor';
import { legalDataKey, legalDataListPath, legalDataPath, readLegalData, type LegalData } from './legal-data';
import { LEGAL_LABELS, legalVersion, toLegalBody, type LegalDraft } from './legal-data-draft';

export const IMPRINT_MAX = 5000;
export const URL_MAX = 500;
export const LEGAL_ENTITY_NOTE = 'Only users who can see the legal entities list can change the legal entity.';

interface LegalEntityOption {
  eid: string;
  name: string;
  countryName: string;
}

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

export function LegalDataForm({ projectUuid, marketCode, countryName, saved, onDirtyChange, onClose }: LegalDataFormProps) {
  const client = useApiClient();
  const { me, can } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const path = legalDataPath(projectUuid, marketCode);
  const editable = can('projectsEdit');
  const choosesEntity = can('entitiesRead');
  const approves = me !== undefined && !isAgencyRole(me.roles);
  const entities = useSWR<{ content: LegalEntityOption[] }, ApiError>(choosesEntity ? ['/legal-entities', selectListQuery()] : null, {
    revalidateOnFocus: false,
  });

  // the current entity stays choosable even if the list does not hold it
  const entityOptions: SelectOption[] = (entities.data?.content ?? []).map((entity) => ({ value: entity.eid, label: `${entity.name} (${entity.countryName})` }));
  if (saved?.data.legalEntity && !entityOptions.some((option) => option.value === saved.data.legalEntity!.eid)) {
    entityOptions.unshift({ value: saved.data.legalEntity.eid, label: saved.data.legalEntity.name });
  }

  const show = (record: WithEtag<LegalData> | null) => {
    void mutate(legalDataKey(path), record, { revalidate: false });
    // the market list shows whether data is filled and approved
    void mutate(legalDataListPath(projectUuid));
  };
  const editor = useDraftEditor<LegalDraft>({
    section: 'legal-data',
    current: legalVersion(saved),
    save: async (draft, precondition) => {
      const answer = await client.put<LegalData>(path, toLegalBody(draft), { withEtag: true, ...precondition });
      show(answer);
      return legalVersion(answer);
    },
    loadLatest: async () => {
      const latest = await readLegalData(client, path);
      show(latest);
      return legalVersion(latest);
    },
    describe: (field, value) => {
      if (field === 'isApproved') return value ? 'yes' : 'no';
      if (field === 'legalEntityEid') return entityOptions.find((option) => option.value === value)?.label ?? String(value || 'none');
      return String(value || 'empty');
    },
  });
  const { draft, change, errors, hints } = editor;

  const { dirty } = editor;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const error = (field: keyof LegalDraft) => fieldMessage(LEGAL_LABELS[field], errors[field]);
  const textField = (field: Exclude<keyof LegalDraft, 'isApproved' | 'imprint' | 'legalEntityEid'>, props: { type?: string; maxLength?: number; min?: number; max?: number; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={LEGAL_LABELS[field]}
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

  const heading = `Legal data for ${countryName}`;
  return (
    <Form aria-label={heading} noValidate onSubmit={submit}>
      <h3>{heading}</h3>
      {editor.isNew && <p>No legal data for this market yet: saving creates it.</p>}
      <ConflictAlert conflict={editor.conflict} onReload={() => void editor.reloadLatest()} />
      <Fields disabled={!editable}>
        {choosesEntity ? (
          <>
            <SelectField
              label={LEGAL_LABELS.legalEntityEid}
              options={entityOptions}
              placeholder="No legal entity"
              value={draft.legalEntityEid}
              hint={hints.legalEntityEid}
              error={error('legalEntityEid')}
              onChange={(event) => change({ legalEntityEid: event.target.value })}
            />
            {entities.error && <Alert type="error" message={entities.error.message} action={() => void entities.mutate()} actionName="Retry" />}
          </>
        ) : (
          <TextField
            label={LEGAL_LABELS.legalEntityEid}
            readOnly
            value={saved?.data.legalEntity?.name ?? 'Not set'}
            hint={LEGAL_ENTITY_NOTE}
            error={error('legalEntityEid')}
          />
        )}
        {textField('privacyPolicyUrl', { type: 'url', maxLength: URL_MAX })}
        {textField('termsUrl', { type: 'url', maxLength: URL_MAX })}
        {textField('cookiePolicyUrl', { type: 'url', maxLength: URL_MAX })}
        <TextArea
          label={LEGAL_LABELS.imprint}
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
            label={LEGAL_LABELS.isApproved}
            checked={draft.isApproved}
            hint={hints.isApproved}
            error={error('isApproved')}
            onChange={(event) => change({ isApproved: event.target.checked })}
          />
        ) : (
          <p>
            {LEGAL_LABELS.isApproved}: {draft.isApproved ? 'Yes' : 'No'}
          </p>
        )}
      </Fields>
      {editable && (
        <Actions>
          <Button type="submit" loading={editor.saving}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => void cancel()} disabled={editor.saving}>
            Cancel
          </Button>
        </Actions>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(16)};
  max-width: 640px;

  h3,
  p {
    margin: 0;
  }
`;

const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(20)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(12)};
`;
