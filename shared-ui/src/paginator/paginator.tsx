import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  bareList,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  color,
  fontWeights,
  mediaQueries,
  radii,
  row,
  space,
  useMediaQuery,
} from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';
import { pageFromEntry, pageList } from './page-list';

export const PaginatorType = { Default: 'default', Compact: 'compact', Input: 'input' } as const;
export type PaginatorType = (typeof PaginatorType)[keyof typeof PaginatorType];

export interface PaginatorProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages. */
  count: number;
  onPageChange: (page: number) => void;
  type?: PaginatorType;
  /** Neighbours of the current page in the default type. */
  siblings?: number;
  /** Name of the navigation landmark; change it when a page has more than one paginator. */
  label?: string;
  className?: string;
}

const List = styled.ul`
  ${row(4)}
  ${bareList}
`;

const Ellipsis = styled.li`
  min-width: ${space(24)};
  text-align: center;
  color: ${color('textMuted')};
`;

const Status = styled.li`
  padding: 0 ${space(8)};
  font-weight: ${fontWeights.bold};
`;

const EntryItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(8)};
`;

const PageInput = styled.input`
  width: 4em;
  min-height: 32px;
  padding: ${space(4, 8)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  font: inherit;
  text-align: center;
`;

export function Paginator({ page, count, onPageChange, type = 'default', siblings = 1, label, className }: PaginatorProps) {
  const { t } = useEditingStrings();
  const pages = Math.max(count, 1);
  const size = useMediaQuery(mediaQueries.small) ? 'small' : 'medium';
  const goTo = (next: number) => {
    if (next !== page && next >= 1 && next <= pages) onPageChange(next);
  };

  // "Previous page" on page 2 (or "Next page" before the last) disables the pressed button,
  // which drops keyboard focus to the page body (Chrome blurs it at once): keep it in the
  // paginator, on the current page (or the other arrow in the compact and input types).
  const navRef = useRef<HTMLElement>(null);
  const arrowPressed = useRef(false);
  const pressArrow = (next: number) => {
    arrowPressed.current = true;
    goTo(next);
  };
  useLayoutEffect(() => {
    const nav = navRef.current;
    const pressed = arrowPressed.current;
    arrowPressed.current = false;
    const active = document.activeElement;
    const lost = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (!nav || !pressed || !lost) return;
    const target =
      nav.querySelector<HTMLElement>('[aria-current="page"]') ?? [...nav.querySelectorAll('button')].find((button) => !button.disabled);
    target?.focus();
  }, [page]);

  const arrow = (step: -1 | 1) => (
    <li>
      <Button
        variant="transparent"
        size={size}
        aria-label={t(step < 0 ? 'pager.previous' : 'pager.next')}
        icon={step < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        disabled={step < 0 ? page <= 1 : page >= pages}
        onClick={() => pressArrow(page + step)}
      />
    </li>
  );

  return (
    <nav ref={navRef} aria-label={label ?? t('pager.label')} className={className}>
      <List>
        {arrow(-1)}
        {type === 'default' &&
          pageList({ page, count: pages, siblings }).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  variant={item === page ? 'primary' : 'transparent'}
                  size={size}
                  aria-label={t('pager.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => goTo(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <Ellipsis key={item} aria-hidden="true">
                …
              </Ellipsis>
            ),
          )}
        {type === 'compact' && <Status aria-live="polite">{t('pager.status', { page, pages })}</Status>}
        {type === 'input' && <PageEntry page={page} count={pages} onCommit={goTo} />}
        {arrow(1)}
      </List>
    </nav>
  );
}

function PageEntry({ page, count, onCommit }: { page: number; count: number; onCommit: (page: number) => void }) {
  const { t } = useEditingStrings();
  const id = useId();
  const [entry, setEntry] = useState(String(page));
  // When the page changes from outside, the box shows it (state adjusted during render, the
  // pattern React recommends over an effect; remounting would drop keyboard focus).
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setEntry(String(page));
  }
  const commit = () => {
    const next = pageFromEntry(entry, page, count);
    setEntry(String(next));
    onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <EntryItem>
      <label htmlFor={id}>{t('pager.entry')}</label>
      <PageInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <span>{t('pager.of', { pages: count })}</span>
    </EntryItem>
  );
}
