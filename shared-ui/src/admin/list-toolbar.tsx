/**
 * A list's search box and its filters. On a phone the filters fold behind one "Filters" button
 * that says how many are set, so the first row is not six selects down the page.
 */
import { Button, LoadingIndicator, mediaQueries, row, stack, useMediaQuery } from '@ottilia/shared-ui';
import { SearchField, SelectField, type SelectOption } from '@ottilia/shared-ui/editing';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  /** Accessible name of the search box, e.g. 'Search brands'. */
  searchLabel: string;
  search: string;
  onSearch(search: string): void;
  /** The filter controls (FilterSelect, date fields, a Clear button); none for a list without filters. */
  filters?: ReactNode;
  /** Names the filters group, e.g. 'Filter brands'. */
  filtersLabel: string;
  /** How many filters are set. */
  activeFilters: number;
  /** Another page is loading while the table keeps its rows. */
  refreshing: boolean;
  /** Shown while refreshing, e.g. 'Loading brands'. */
  loadingLabel: string;
  /** The list's settings (ListOptions: rows per page, columns, saved views), below the filters. */
  options?: ReactNode;
}

export function ListToolbar({
  searchLabel,
  search,
  onSearch,
  filters,
  filtersLabel,
  activeFilters,
  refreshing,
  loadingLabel,
  options,
}: ListToolbarProps) {
  const { t } = useAdminStrings();
  const small = useMediaQuery(mediaQueries.small);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const folded = small && filters !== undefined;
  return (
    <Stack>
      <Bar>
        <Search>
          <SearchField label={searchLabel} debounceMs={SEARCH_DEBOUNCE_MS} value={search} onChange={onSearch} />
        </Search>
        {folded && (
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {activeFilters > 0 ? t('list.filtersSet', { n: activeFilters }) : t('list.filters')}
          </Button>
        )}
        {refreshing && <LoadingIndicator size="small" label={loadingLabel} />}
      </Bar>
      {filters !== undefined && (!folded || open) && (
        <Filters id={panelId} role="group" aria-label={filtersLabel}>
          {filters}
        </Filters>
      )}
      {options}
    </Stack>
  );
}

export interface FilterSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** '' is no filter ('All'). */
  value: string;
  onChange(value: string): void;
}

/** One column filter: a select whose first choice, 'All', is no filter. */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  const { t } = useAdminStrings();
  return (
    <FilterItem>
      <SelectField
        label={label}
        placeholder={t('list.all')}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterItem>
  );
}

/** Lays out a filter control that is not a FilterSelect (e.g. a date field). */
export const FilterItem = styled.div`
  flex: 0 1 200px;
  min-width: 160px;
`;

const Stack = styled.div`${stack(16)}`;

const Bar = styled.div`${row(16, { align: 'flex-end' })}`;

const Search = styled.div`
  flex: 1 1 240px;
  max-width: 480px;
`;

const Filters = styled.div`
  ${row(16, { align: 'flex-end' })}

  @media ${mediaQueries.small} {
    & > ${FilterItem} {
      flex: 1 1 100%;
    }
  }
`;
