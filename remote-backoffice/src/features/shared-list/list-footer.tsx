import { Paginator, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import type { Page } from './use-list-page';

export interface ListFooterProps {
  page: Page<unknown>;
  /** The page shown (from the URL). */
  current: number;
  /** What the list counts: ['brand', 'brands']. */
  noun: readonly [one: string, other: string];
  onPageChange(page: number): void;
}

/** "Page 2 of 3, 45 brands" and the default paginator. */
export function ListFooter({ page, current, noun, onPageChange }: ListFooterProps) {
  return (
    <Footer>
      <p aria-live="polite">
        Page {current} of {page.totalPages}, {page.totalElements} {page.totalElements === 1 ? noun[0] : noun[1]}
      </p>
      <Paginator page={current} count={page.totalPages} onPageChange={onPageChange} />
    </Footer>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(16)};

  p {
    margin: 0;
  }
`;
