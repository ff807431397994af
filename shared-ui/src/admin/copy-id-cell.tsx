import { Button, space, useCopy, VisuallyHidden } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

// the copy button goes under the id when the column is narrow
const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4, 8)};
  white-space: nowrap;
`;

const Id = styled.code`
  font-size: 0.875em;
`;

export interface CopyIdCellProps {
  id: string;
  /** A shortened id to show (e.g. a uuid's first and last four); screen readers and hover get the full one. */
  shown?: string;
}

/** A record's id with a button that copies it and confirms in the banner. */
export function CopyIdCell({ id, shown }: CopyIdCellProps) {
  const { t } = useAdminStrings();
  const copy = useCopy();
  return (
    <Cell>
      {shown === undefined ? (
        <Id>{id}</Id>
      ) : (
        <span title={id}>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden>{id}</VisuallyHidden>
        </span>
      )}
      <Button variant="transparent" size="xsmall" onClick={() => void copy(id)}>
        {t('list.copyId')}
      </Button>
    </Cell>
  );
}
