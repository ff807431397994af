/**
 * The dashboard's filters: agency, brand, market and a creation-date range. Every change goes to
 * the URL at once (no Apply button); native selects keep keyboard use and screen reader support to
 * the browser; the dates are the portal's date field (dd/MM/yyyy and its calendar, where a native
 * date input would show the browser locale's order).
 */
import styled from 'styled-components';
import { Button, color, space } from '@ottilia/shared-ui';
import { DateField } from '@ottilia/shared-ui/editing';
import { useTranslation } from '../../i18n/use-translation';
import { isRangeValid, type DashboardFilters } from './dashboard-filters-state';
import type { FilterOption } from './use-dashboard';

type Name = keyof DashboardFilters;

export interface DashboardFilterFormProps {
  filters: DashboardFilters;
  options: { agencies: FilterOption[]; brands: FilterOption[]; markets: FilterOption[] };
  onChange(name: Name, value: string): void;
  onClear(): void;
  /** A date field's own message (an impossible date) as it appears and goes. */
  onDateProblem(name: 'from' | 'to', problem: string | undefined): void;
}

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space(12)} ${space(16)};
  /* the date fields grow a long-date hint under the input: inputs line up from the top */
  align-items: start;
  margin: 0;
  padding: ${space(16)};
  border: 1px solid ${color('border')};
  border-radius: 8px;
  min-width: 0;

  legend {
    padding: 0 ${space(4)};
    font-weight: 700;
  }

  /* the date fields' labels too: one weight for every filter */
  label {
    font-weight: normal;
  }

  & > label {
    display: flex;
    flex-direction: column;
    gap: ${space(4)};
    min-width: 0;
  }

  select {
    min-height: 40px;
    width: 100%;
    box-sizing: border-box;
    padding: 0 ${space(8)};
    border: 1px solid ${color('border')};
    border-radius: 4px;
    background: ${color('background')};
    color: ${color('text')};
    font: inherit;
  }
`;

const ClearButton = styled(Button)`
  align-self: end;
`;

const Error = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${color('danger')};
`;

export function DashboardFilterForm({ filters, options, onChange, onClear, onDateProblem }: DashboardFilterFormProps) {
  const { t } = useTranslation();
  const rangeValid = isRangeValid(filters);
  const select = (name: 'agency' | 'brand' | 'market', choices: FilterOption[]) => {
    const value = filters[name] ?? '';
    // a value from the URL that is not (yet) among the options still shows as chosen
    const shown = value && !choices.some((c) => c.value === value) ? [...choices, { value, label: value }] : choices;
    return (
      <label>
        {t(`dashboard.filters.${name}`)}
        <select value={value} onChange={(event) => onChange(name, event.target.value)}>
          <option value="">{t('dashboard.filters.any')}</option>
          {shown.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    );
  };
  const date = (name: 'from' | 'to') => (
    <DateField
      label={t(`dashboard.filters.${name}`)}
      value={filters[name] ?? ''}
      aria-invalid={!rangeValid || undefined}
      aria-describedby={rangeValid ? undefined : 'dashboard-range-error'}
      onChange={(value) => onChange(name, value)}
      onProblem={(problem) => onDateProblem(name, problem)}
    />
  );
  return (
    <Fieldset>
      <legend>{t('dashboard.filters.legend')}</legend>
      {select('agency', options.agencies)}
      {select('brand', options.brands)}
      {select('market', options.markets)}
      {date('from')}
      {date('to')}
      <ClearButton variant="secondary" onClick={onClear} disabled={Object.keys(filters).length === 0}>
        {t('dashboard.clearFilters')}
      </ClearButton>
      {!rangeValid && (
        <Error id="dashboard-range-error" role="alert">
          {t('dashboard.filters.rangeError')}
        </Error>
      )}
    </Fieldset>
  );
}
