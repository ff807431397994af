import { LoadingIndicator, SearchField, SelectField, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import type { ListFilter } from './list-filters';
import type { ListParams } from './list-params';
import type { ChangeListParams } from './use-list-params';

const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  /** Accessible name of the search box, e.g. 'Search brands'. */
  searchLabel: string;
  filters: readonly ListFilter[];
  params: ListParams;
  onChange: ChangeListParams;
  /** Another page is loading while the table keeps its rows. */
  refreshing: boolean;
  /** Shown while refreshing, e.g. 'Loading brands'. */
  loadingLabel: string;
}

/** The search box and one select per column filter ('All' is no filter). */
export function ListToolbar({ searchLabel, filters, params, onChange, refreshing, loadingLabel }: ListToolbarProps) {
  return (
    <Bar>
      <Search>
        <SearchField
          label={searchLabel}
          debounceMs={SEARCH_DEBOUNCE_MS}
          value={params.search}
          onChange={(search) => onChange({ search })}
        />
      </Search>
      {filters.map((filter) => (
        <Filter key={filter.param}>
          <SelectField
            label={filter.label}
            placeholder="All"
            options={filter.options}
            value={params.filters[filter.param] ?? ''}
            onChange={(event) => onChange({ filters: { [filter.param]: event.target.value } })}
          />
        </Filter>
      ))}
      {refreshing && <LoadingIndicator size="small" label={loadingLabel} />}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(16)};
`;

const Search = styled.div`
  flex: 1 1 280px;
  max-width: 480px;
`;

const Filter = styled.div`
  flex: 0 1 200px;
`;
