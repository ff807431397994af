import { Button, space } from '@ottilia/shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(12)};
`;

/** What the table shows without rows: a way out of a search that matched nothing. */
export function ProjectListEmpty({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
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
