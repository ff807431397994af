/**
 * The project's products: three switches saved together through PUT /projects/{uuid} (If-Match),
 * which keeps every field the body leaves out.
 */
import { useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { stack } from '@ottilia/shared-ui';
import { FormActions, Toggle } from '@ottilia/shared-ui/editing';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { RecordConflictAlert, fieldMessage } from '@ottilia/shared-ui/admin';
import { PRODUCT_FLAGS, PROJECT_LABELS, type ProductFlag, type Project } from '../../lib/project';
import { etagOf, projectUpdateBody, type ProjectState } from '../../lib/project-record';
import { projectAddress, saveProject, useDraftEditor } from '@ottilia/shared-admin';
import { useProjectsStrings } from '../../i18n/strings';

type ProductsDraft = Record<ProductFlag, boolean>;

const toDraft = (project: Project): ProductsDraft => ({
  hasGlobalPolicies: project.hasGlobalPolicies,
  hasAgeGateway: project.hasAgeGateway,
  hasCookieConsent: project.hasCookieConsent,
});

export function ProjectProducts({ state }: { state: ProjectState }) {
  const client = useApiClient();
  const { can } = useCurrentUser();
  const editable = can('projectsEdit');
  const { t } = useProjectsStrings();
  const editor = useDraftEditor<ProductsDraft>({
    section: 'products',
    // a change saved elsewhere is said before saving (the overview beside it says who else is here)
    record: projectAddress(state.project.uuid),
    current: { etag: state.etag, values: toDraft(state.project) },
    save: async (draft, precondition) => {
      const saved = await saveProject(client, state.project.uuid, projectUpdateBody(state.project, draft), precondition);
      state.show(saved);
      return { etag: etagOf(saved), values: toDraft(saved.data) };
    },
    loadLatest: async () => {
      const latest = await state.reload();
      return { etag: etagOf(latest), values: toDraft(latest.data) };
    },
    describe: (_field, value) => t(value ? 'value.on' : 'value.off'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  return (
    <Form aria-labelledby="project-products-heading" noValidate onSubmit={submit}>
      <h2 id="project-products-heading">{t('common.products')}</h2>
      <RecordConflictAlert conflict={editor.conflict} onReload={() => void editor.reloadLatest()} />
      {PRODUCT_FLAGS.map((field) => (
        <Toggle
          key={field}
          label={t(PROJECT_LABELS[field])}
          checked={editor.draft[field]}
          disabled={!editable}
          hint={editor.hints[field]}
          error={fieldMessage(t(PROJECT_LABELS[field]), editor.errors[field])}
          onChange={(event) => editor.change({ [field]: event.target.checked })}
        />
      ))}
      {editable && <FormActions saving={editor.saving} onCancel={() => void editor.cancel()} showCancel={editor.dirty} />}
    </Form>
  );
}

const Form = styled.form`
  ${stack(20)}
  max-width: 560px;

  h2 {
    margin: 0;
  }
`;
