/**
 * The list's column filters: agency (with "Other agency"), brand, type of website, status and a
 * go-live date range. The choices come from GET /projects/choices and include inactive records,
 * since older projects still use them.
 */
import { Alert, Button, DateField, SelectField, space, type SelectOption } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { useProjectChoices, type NamedChoice } from '../../lib/project-choices';
import { OTHER_AGENCY, OTHER_AGENCY_LABEL, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '../../lib/project';
import { hasFilters, type ProjectFilterKey, type ProjectListFilters as Filters } from './project-list-params';

const STATUS_OPTIONS: SelectOption[] = PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }));

/** Choices as options; inactive ones say so. */
const optionsOf = (choices: readonly NamedChoice[] | undefined): SelectOption[] =>
  (choices ?? []).map((choice) => ({ value: choice.eid, label: choice.isActive ? choice.name : `${choice.name} (inactive)` }));

/**
 * A value from the URL that the choices do not (or not yet) list stays visible as itself, so the
 * select never pretends to show "All" while the list is filtered.
 */
function withCurrent(options: SelectOption[], current: string | undefined): SelectOption[] {
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}

export interface ProjectListFiltersProps {
  filters: Filters;
  onChange(change: Partial<Record<ProjectFilterKey, string>>): void;
}

export function ProjectListFilters({ filters, onChange }: ProjectListFiltersProps) {
  const { data: choices, error, mutate } = useProjectChoices();
  const select = (key: 'agency' | 'brand' | 'type' | 'status', label: string, options: SelectOption[]) => (
    <Filter>
      <SelectField
        label={label}
        placeholder="All"
        options={withCurrent(options, filters[key])}
        value={filters[key] ?? ''}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </Filter>
  );
  return (
    <Bar role="group" aria-label="Filter projects">
      {select('agency', 'Agency', [...optionsOf(choices?.agencies), { value: OTHER_AGENCY, label: OTHER_AGENCY_LABEL }])}
      {select('brand', 'Brand', optionsOf(choices?.brands))}
      {select('type', 'Type of website', optionsOf(choices?.projectTypes))}
      {select('status', 'Status', STATUS_OPTIONS)}
      <Filter>
        <DateField
          label="Go-live from"
          value={filters.goLiveFrom ?? ''}
          max={filters.goLiveTo}
          onChange={(event) => onChange({ goLiveFrom: event.target.value })}
        />
      </Filter>
      <Filter>
        <DateField
          label="Go-live to"
          value={filters.goLiveTo ?? ''}
          min={filters.goLiveFrom}
          onChange={(event) => onChange({ goLiveTo: event.target.value })}
        />
      </Filter>
      {hasFilters(filters) && (
        <Button variant="transparent" onClick={() => onChange({ agency: '', brand: '', type: '', status: '', goLiveFrom: '', goLiveTo: '' })}>
          Clear filters
        </Button>
      )}
      {error && (
        <Choices>
          <Alert type="warning" message={`The filter choices could not be loaded: ${error.message}`} action={() => void mutate()} actionName="Retry" />
        </Choices>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(16)};
`;

const Filter = styled.div`
  flex: 0 1 200px;
  min-width: 160px;
`;

const Choices = styled.div`
  flex: 1 1 100%;
`;
