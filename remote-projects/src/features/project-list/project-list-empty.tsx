import { Button, space } from '@ottilia/shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(12)};
`;

export interface ProjectListEmptyProps {
  search: string;
  /** A column filter is set (its Clear filters button is next to the filters). */
  filtered: boolean;
  onClearSearch: () => void;
}

/** What the table shows without rows: a way out of a search or filters that matched nothing. */
export function ProjectListEmpty({ search, filtered, onClearSearch }: ProjectListEmptyProps) {
  if (filtered) return <p>{search ? 'No projects match your search and filters.' : 'No projects match your filters.'}</p>;
  if (!search) return <p>No projects yet.</p>;
  return (
    <Stack>
      <p>No projects match your search.</p>
      <Button variant="secondary" size="small" onClick={onClearSearch}>
        Clear search
      </Button>
    </Stack>
  );
}
