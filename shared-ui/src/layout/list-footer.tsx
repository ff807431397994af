import styled from 'styled-components';
import { useEditingStrings } from '../i18n/editing-strings';
import { Paginator } from '../paginator';
import { row } from '@ottilia/shared-ui';

export interface ListFooterProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  totalElements: number;
  /** What the list counts: ['brand', 'brands']. */
  noun: readonly [one: string, other: string];
  onPageChange(page: number): void;
}

/** "Page 2 of 3, 45 brands" (announced politely) and the default paginator under a list. */
export function ListFooter({ page, totalPages, totalElements, noun, onPageChange }: ListFooterProps) {
  const { t } = useEditingStrings();
  return (
    <Footer>
      <p aria-live="polite">
        {t('listFooter', { page, pages: totalPages, total: totalElements, noun: totalElements === 1 ? noun[0] : noun[1] })}
      </p>
      <Paginator page={page} count={totalPages} onPageChange={onPageChange} />
    </Footer>
  );
}

const Footer = styled.div`
  ${row(16, { justify: 'space-between' })}

  p {
    margin: 0;
  }
`;
