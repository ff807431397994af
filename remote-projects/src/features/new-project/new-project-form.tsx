/**
 * The create form of /new-project: name, agency (or "Other agency" with a new-agency request),
 * brand, type of website, estimated go-live date, markets and the product flags.
 */
import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, bareFieldset, fontWeights, space, stack } from '@ottilia/shared-ui';
import { fieldMessage } from '@ottilia/shared-ui/admin';
import { Checkbox, CheckboxGroup, DateField, FormActions, SelectField, TextField } from '@ottilia/shared-ui/editing';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { OTHER_AGENCY, PRODUCT_FLAGS, PROJECT_LABELS } from '../../lib/project';
import { useProjectChoices } from '../../lib/project-choices';
import { fieldBinder } from '../../lib/field-binding';
import { NewAgencyFields } from './new-agency-fields';
import { LIMITS, newProjectOptions, type ProjectDraft } from './new-project-draft';
import { projectFieldId, useNewProject } from './use-new-project';
import { useProjectsStrings } from '../../i18n/strings';

export function NewProjectForm() {
  const { can } = useCurrentUser();
  const choices = useProjectChoices();
  const { t } = useProjectsStrings();
  const options = newProjectOptions(choices.data, t);
  const form = useNewProject();
  const { draft, change } = form;
  const error = (field: keyof ProjectDraft) => fieldMessage(t(PROJECT_LABELS[field]), form.errors[field]);
  const bind = fieldBinder({ draft, change, error, label: (field) => t(PROJECT_LABELS[field]), id: projectFieldId });
  const other = draft.agencyEid === OTHER_AGENCY;
  const mayAddAgency = can('agenciesCreate');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    // the required fields are checked on Save, with a message next to each (noValidate: ours, not the browser's)
    <Form aria-label={t('newProject.title')} noValidate onSubmit={submit}>
      {choices.error && (
        <Alert
          type="error"
          message={t('newProject.choicesFailed', { message: choices.error.message })}
          reference={errorReference(choices.error)}
          action={() => void choices.mutate()}
          actionName={t('common.retry')}
        />
      )}
      <TextField {...bind('name')} required maxLength={LIMITS.projectName} />
      <SelectField
        {...bind('agencyEid')}
        required
        placeholder={t('newProject.selectAgency')}
        options={options.agencies}
        hint={other && !mayAddAgency ? t('newProject.agencyLater') : undefined}
      />
      {other && mayAddAgency && (
        <NewAgencyFields
          draft={form.agencyDraft}
          onChange={form.changeAgency}
          errors={form.agencyErrors}
          markets={options.markets}
          submitting={form.submittingAgency}
          onSubmit={() => void form.submitAgency()}
          submitted={form.newAgency}
        />
      )}
      <SelectField {...bind('brandEid')} required placeholder={t('newProject.selectBrand')} options={options.brands} />
      <SelectField {...bind('projectTypeEid')} required placeholder={t('newProject.selectType')} options={options.projectTypes} />
      <DateField {...bind('estimatedGoLiveDate')} onChange={(estimatedGoLiveDate) => change({ estimatedGoLiveDate })} />
      <CheckboxGroup
        id={projectFieldId('markets')}
        legend={t(PROJECT_LABELS.markets)}
        options={options.markets}
        value={draft.markets}
        maxHeight={240}
        emptyText={t(choices.isLoading ? 'newProject.loadingMarkets' : 'newProject.noMarkets')}
        error={error('markets')}
        onChange={(markets) => change({ markets })}
      />
      <Products>
        <ProductsLegend>{t('common.products')}</ProductsLegend>
        {PRODUCT_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            id={projectFieldId(flag)}
            label={t(PROJECT_LABELS[flag])}
            checked={draft[flag]}
            error={error(flag)}
            onChange={(event) => change({ [flag]: event.target.checked })}
          />
        ))}
      </Products>
      <FormActions saving={form.saving} onCancel={() => void form.exit()} />
    </Form>
  );
}

const Form = styled.form`
  ${stack(20)}
  max-width: 640px;
`;

const Products = styled.fieldset`
  ${stack(12)}
  ${bareFieldset}
`;

const ProductsLegend = styled.legend`
  margin-bottom: ${space(8)};
  padding: 0;
  font-weight: ${fontWeights.bold};
`;
