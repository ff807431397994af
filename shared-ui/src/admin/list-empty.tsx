import { Button, space } from '@ottilia/shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(12)};
`;

export interface ListEmptyProps {
  /** Plural noun, e.g. 'brands'. */
  noun: string;
  /** A search or filter is set. */
  narrowed: boolean;
  onClear(): void;
}

/** What the table shows without rows: a way out of a search or filter that matched nothing. */
export function ListEmpty({ noun, narrowed, onClear }: ListEmptyProps) {
  if (!narrowed) return <p>No {noun} yet.</p>;
  return (
    <Stack>
      <p>No {noun} match your search or filters.</p>
      <Button variant="secondary" size="small" onClick={onClear}>
        Clear search and filters
      </Button>
    </Stack>
  );
}
