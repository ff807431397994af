/**
 * The list's column filters: agency (with "Other agency"), brand, type of website, status and a
 * go-live date range. The choices come from GET /projects/choices and include inactive records,
 * since older projects still use them.
 */
import { errorReference } from '@ottilia/shared-auth';
import { Alert, Button } from '@ottilia/shared-ui';
import { DateField, type SelectOption } from '@ottilia/shared-ui/editing';
import { FilterItem, FilterSelect } from '@ottilia/shared-ui/admin';
import styled from 'styled-components';
import { useProjectChoices, type NamedChoice } from '../../lib/project-choices';
import { OTHER_AGENCY, OTHER_AGENCY_LABEL, PROJECT_LABELS, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '../../lib/project';
import { PROJECT_FILTERS, type ProjectFilterKey } from './project-list-source';
import { useProjectsStrings } from '../../i18n/strings';

/**
 * A value from the URL that the choices do not (or not yet) list stays visible as itself, so the
 * select never pretends to show "All" while the list is filtered.
 */
function withCurrent(options: SelectOption[], current: string | undefined): SelectOption[] {
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}

export interface ProjectListFiltersProps {
  filters: Readonly<Record<string, string>>;
  onChange(change: Partial<Record<ProjectFilterKey, string>>): void;
}

/** The controls inside the list toolbar's filters group. */
export function ProjectListFilters({ filters, onChange }: ProjectListFiltersProps) {
  const { data: choices, error, mutate } = useProjectChoices();
  const { t } = useProjectsStrings();
  /** Choices as options; inactive ones say so. */
  const optionsOf = (list: readonly NamedChoice[] | undefined): SelectOption[] =>
    (list ?? []).map((choice) => ({
      value: choice.eid,
      label: choice.isActive ? choice.name : t('common.inactive', { name: choice.name }),
    }));
  const select = (key: 'agency' | 'brand' | 'type' | 'status', label: string, options: SelectOption[]) => (
    <FilterSelect
      label={label}
      options={withCurrent(options, filters[key])}
      value={filters[key] ?? ''}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <>
      {select('agency', t(PROJECT_LABELS.agencyEid), [
        ...optionsOf(choices?.agencies),
        { value: OTHER_AGENCY, label: t(OTHER_AGENCY_LABEL) },
      ])}
      {select('brand', t(PROJECT_LABELS.brandEid), optionsOf(choices?.brands))}
      {select('type', t(PROJECT_LABELS.projectTypeEid), optionsOf(choices?.projectTypes))}
      {select(
        'status',
        t('common.status'),
        PROJECT_STATUSES.map((status) => ({ value: status, label: t(PROJECT_STATUS_LABELS[status]) })),
      )}
      <FilterItem>
        <DateField
          label={t('list.goLiveFrom')}
          value={filters.goLiveFrom ?? ''}
          max={filters.goLiveTo}
          rangeEnd="start"
          onChange={(goLiveFrom) => onChange({ goLiveFrom })}
        />
      </FilterItem>
      <FilterItem>
        <DateField
          label={t('list.goLiveTo')}
          value={filters.goLiveTo ?? ''}
          min={filters.goLiveFrom}
          rangeEnd="end"
          onChange={(goLiveTo) => onChange({ goLiveTo })}
        />
      </FilterItem>
      {Object.keys(filters).length > 0 && (
        <Button variant="transparent" onClick={() => onChange(Object.fromEntries(PROJECT_FILTERS.map(({ param }) => [param, ''])))}>
          {t('list.clearFilters')}
        </Button>
      )}
      {error && (
        <Choices>
          <Alert
            type="warning"
            message={t('list.choicesFailed', { message: error.message })}
            reference={errorReference(error)}
            action={() => void mutate()}
            actionName={t('common.retry')}
          />
        </Choices>
      )}
    </>
  );
}

const Choices = styled.div`
  flex: 1 1 100%;
`;
