import { useApiClient } from '@ottilia/shared-auth';
import { space } from '@ottilia/shared-ui';
import { CheckboxGroup, DateField, FormActions, SelectField, TextField, useFocusFirstField } from '@ottilia/shared-ui/editing';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { RecordConflictAlert, fieldMessage } from '@ottilia/shared-ui/admin';
import { formatDate } from '../../lib/format';
import { OTHER_AGENCY, PROJECT_LABELS, PROJECT_NAME_MAX } from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import { etagOf, type ProjectState } from '../../lib/project-record';
import { saveProject, useDraftEditor } from '@ottilia/shared-admin';
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
  const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((option) => option.value === value)?.label ?? value;
  const editor = useDraftEditor<OverviewDraft>({
    section: 'overview',
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
      <RecordConflictAlert conflict={editor.conflict} onReload={() => void editor.reloadLatest()} />
      <TextField
        label={t(PROJECT_LABELS.name)}
        required
        maxLength={PROJECT_NAME_MAX}
        value={draft.name}
        hint={hints.name}
        error={error('name')}
        onChange={(event) => change({ name: event.target.value })}
      />
      <SelectField
        label={t(PROJECT_LABELS.agencyEid)}
        options={options.agencies}
        value={draft.agencyEid}
        hint={[draft.agencyEid === OTHER_AGENCY ? t('overview.otherAgencyHint') : '', hints.agencyEid].filter(Boolean).join(' ') || undefined}
        error={error('agencyEid')}
        onChange={(event) => change({ agencyEid: event.target.value })}
      />
      <SelectField
        label={t(PROJECT_LABELS.brandEid)}
        required
        options={options.brands}
        value={draft.brandEid}
        hint={hints.brandEid}
        error={error('brandEid')}
        onChange={(event) => change({ brandEid: event.target.value })}
      />
      <SelectField
        label={t(PROJECT_LABELS.projectTypeEid)}
        required
        options={options.projectTypes}
        value={draft.projectTypeEid}
        hint={hints.projectTypeEid}
        error={error('projectTypeEid')}
        onChange={(event) => change({ projectTypeEid: event.target.value })}
      />
      <DateField
        label={t(PROJECT_LABELS.estimatedGoLiveDate)}
        value={draft.estimatedGoLiveDate}
        hint={hints.estimatedGoLiveDate}
        error={error('estimatedGoLiveDate')}
        onChange={(estimatedGoLiveDate) => change({ estimatedGoLiveDate })}
      />
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
  display: flex;
  flex-direction: column;
  gap: ${space(20)};
  max-width: 640px;
`;
