import { type FieldErrors } from '@ottilia/shared-admin';
import { Button, color, fontWeights, radii, space, stack } from '@ottilia/shared-ui';
import { SelectField, type SelectOption, TextField } from '@ottilia/shared-ui/editing';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Ref } from '../../lib/project';
import { AGENCY_LABELS, LIMITS, type AgencyDraft } from './new-project-draft';
import { fieldBinder } from '../../lib/field-binding';
import { agencyFieldId } from './use-new-project';
import { useProjectsStrings } from '../../i18n/strings';

export interface NewAgencyFieldsProps {
  draft: AgencyDraft;
  onChange(patch: Partial<AgencyDraft>): void;
  errors: FieldErrors;
  markets: readonly SelectOption[];
  submitting: boolean;
  onSubmit(): void;
  /** Set once the request was sent: the form gives way to what was submitted. */
  submitted: Ref | null;
}

/**
 * The new-agency request inside the project form (spec section 3: name, market, main contact).
 * Part of the project's form, not a form of its own (forms do not nest): Enter in one of its
 * fields submits the agency, not the project.
 */
export function NewAgencyFields({ draft, onChange, errors, markets, submitting, onSubmit, submitted }: NewAgencyFieldsProps) {
  const { t } = useProjectsStrings();
  if (submitted) {
    // the sentence with the name in bold, wherever a translation puts it
    const [before, after] = t('newAgency.submitted', { name: '\0' }).split('\0');
    return (
      <Panel as="div" role="status">
        {before}
        <strong>{submitted.name}</strong>
        {after}
      </Panel>
    );
  }
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onSubmit();
    }
  };
  const bind = fieldBinder({
    draft,
    change: onChange,
    error: (field) => errors[field],
    label: (field) => t(AGENCY_LABELS[field]),
    id: agencyFieldId,
  });
  return (
    <Panel onKeyDown={submitOnEnter}>
      <Legend>{t('newAgency.title')}</Legend>
      <Intro>{t('newAgency.intro')}</Intro>
      <TextField {...bind('name')} required maxLength={LIMITS.agencyName} />
      <SelectField {...bind('marketCode')} required placeholder={t('newAgency.selectMarket')} options={markets} />
      <TextField {...bind('mainContactName')} required maxLength={LIMITS.contactName} />
      <TextField {...bind('mainContactEmail')} type="email" required maxLength={LIMITS.contactEmail} />
      <div>
        <Button variant="secondary" loading={submitting} onClick={onSubmit}>
          {t('common.submitForReview')}
        </Button>
      </div>
    </Panel>
  );
}

const Panel = styled.fieldset`
  ${stack(16)}
  margin: 0;
  padding: ${space(16)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  background: ${color('surface')};
`;

const Legend = styled.legend`
  padding: 0 ${space(4)};
  font-weight: ${fontWeights.bold};
`;

const Intro = styled.p`
  margin: 0;
`;
