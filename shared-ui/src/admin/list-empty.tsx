import { Button, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

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
  const { t } = useAdminStrings();
  if (!narrowed) return <p>{t('list.none', { noun })}</p>;
  return (
    <Stack>
      <p>{t('list.noMatch', { noun })}</p>
      <Button variant="secondary" size="small" onClick={onClear}>
        {t('list.clear')}
      </Button>
    </Stack>
  );
}
