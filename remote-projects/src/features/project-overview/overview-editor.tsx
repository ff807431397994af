import { useApiClient } from '@ottilia/shared-auth';
import { stack } from '@ottilia/shared-ui';
import { CheckboxGroup, DateField, FormActions, SelectField, TextField, useFocusFirstField } from '@ottilia/shared-ui/editing';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { RecordConflictAlert, fieldMessage } from '@ottilia/shared-ui/admin';
import { fieldBinder } from '../../lib/field-binding';
import { formatDate } from '../../lib/format';
import { OTHER_AGENCY, PROJECT_LABELS, PROJECT_NAME_MAX } from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import { etagOf, type ProjectState } from '../../lib/project-record';
import { projectAddress, saveProject, useDraftEditor } from '@ottilia/shared-admin';
import { marketNames, overviewOptions, toOverviewBody, toOverviewDraft, type OverviewDraft } from './overview-draft';
import { useProjectsStrings } from '../../i18n/strings';

export interface OverviewEditorProps {
  state: ProjectState;
  choices: ProjectChoices;
  /** Back to the read view, after a save or a cancel. */
  onClose(): void;
}

/** The overview's edit form: PUT /projects/{uuid} with If-Match, the server's messages by field. */
export function OverviewEditor({ state, choices, onClose }: OverviewEditorProps) {
  const client = useApiClient();
  const { t } = useProjectsStrings();
  const form = useFocusFirstField<HTMLFormElement>();
  const options = overviewOptions(choices, state.project, t);
  const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
    list.find((option) => option.value === value)?.label ?? value;
  const editor = useDraftEditor<OverviewDraft>({
    section: 'overview',
    record: projectAddress(state.project.uuid),
    current: { etag: state.etag, values: toOverviewDraft(state.project) },
    save: async (draft, precondition) => {
      const saved = await saveProject(client, state.project.uuid, toOverviewBody(draft), precondition);
      state.show(saved);
      return { etag: etagOf(saved), values: toOverviewDraft(saved.data) };
    },
    loadLatest: async () => {
      const latest = await state.reload();
      return { etag: etagOf(latest), values: toOverviewDraft(latest.data) };
    },
    describe: (field, value) => {
      if (field === 'markets') return marketNames(value as string[], choices) || t('value.none');
      if (field === 'estimatedGoLiveDate') return value ? formatDate(value as string) : t('value.notSet');
      if (field === 'agencyEid') return labelOf(options.agencies, value as string);
      if (field === 'brandEid') return labelOf(options.brands, value as string);
      if (field === 'projectTypeEid') return labelOf(options.projectTypes, value as string);
      return String(value);
    },
  });
  const { draft, change, errors, hints } = editor;
  const error = (field: keyof OverviewDraft) => fieldMessage(t(PROJECT_LABELS[field]), errors[field]);
  const bind = fieldBinder({ draft, change, error, label: (field) => t(PROJECT_LABELS[field]), hint: (field) => hints[field] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await editor.save()) onClose();
  };
  const cancel = async () => {
    if (await editor.cancel()) onClose();
  };

  return (
    // validation is the server's: its messages appear next to the fields
    <Form ref={form} aria-label={t('overview.editForm')} noValidate onSubmit={(event) => void submit(event)}>
      <RecordConflictAlert
        conflict={editor.conflict}
        message={editor.conflictMessage}
        presence={editor.presence}
        onReload={() => void editor.reloadLatest()}
      />
      <TextField {...bind('name')} required maxLength={PROJECT_NAME_MAX} />
      <SelectField
        {...bind('agencyEid')}
        options={options.agencies}
        hint={
          [draft.agencyEid === OTHER_AGENCY ? t('overview.otherAgencyHint') : '', hints.agencyEid].filter(Boolean).join(' ') || undefined
        }
      />
      <SelectField {...bind('brandEid')} required options={options.brands} />
      <SelectField {...bind('projectTypeEid')} required options={options.projectTypes} />
      <DateField {...bind('estimatedGoLiveDate')} onChange={(estimatedGoLiveDate) => change({ estimatedGoLiveDate })} />
      <CheckboxGroup
        legend={t(PROJECT_LABELS.markets)}
        options={options.markets}
        value={draft.markets}
        maxHeight={240}
        hint={hints.markets}
        error={error('markets')}
        onChange={(markets) => change({ markets })}
      />
      <FormActions saving={editor.saving} onCancel={() => void cancel()} />
    </Form>
  );
}

const Form = styled.form`
  ${stack(20)}
  max-width: 640px;
`;
