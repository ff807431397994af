import { useCurrentUser } from '@ottilia/shared-auth';
import { color, fontSizes, Modal, radii, space, VisuallyHidden } from '@ottilia/shared-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalNav, visibleNavItems } from '../../config/nav-items';
import { useTranslation } from '../../i18n/use-translation';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import { actionItems, filterItems, screenItems, type PaletteItem, type PaletteSection } from './palette-items';
import './palette-strings';
import { usePaletteSearch } from './use-palette-search';

/**
 * The command palette (Ctrl/Cmd+K): one search box over the screens and actions the user may
 * open and the records the remotes' searches find that they may read. A combobox with a listbox (the
 * WAI-ARIA pattern): focus stays in the box, arrows move the active option, Enter opens it,
 * the number of results is announced.
 */
export default function CommandPalette({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { can } = useCurrentUser();
  const nav = usePortalNav();
  const remotes = useRemoteRoutes();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = usePaletteSearch(query);
  const id = useId();

  // cheap to build: the navigation's entries, the manifests' screens and at most 20 records
  const recent = search.sections.filter((section) => section.id.startsWith('recent:'));
  const records = search.sections.filter((section) => !section.id.startsWith('recent:'));
  const every: PaletteSection[] = [
    ...recent,
    { id: 'screens', title: t('palette.sections.screens'), items: filterItems(screenItems(visibleNavItems(nav.items, can)), query) },
    { id: 'actions', title: t('palette.sections.actions'), items: filterItems(actionItems(loadedManifests(remotes), can), query) },
    ...records,
  ];
  const sections = every.filter((section) => section.items.length > 0);
  const items = sections.flatMap((section) => section.items);
  const current = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.external) window.open(item.to, '_blank', 'noopener,noreferrer');
    else navigate(item.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!items.length) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = (current + moves[event.key]! + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]!);
    }
  };

  const status =
    search.loading && query.trim()
      ? t('palette.searching')
      : items.length
        ? t('palette.results', { count: items.length })
        : t('palette.nothingFound', { query: query.trim() });
  let index = -1;
  return (
    <Modal open title={t('palette.title')} onClose={onClose} initialFocusRef={inputRef} showCloseButton>
      <Label htmlFor={`${id}-input`}>{t('palette.label')}</Label>
      <Input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={items.length ? `${id}-list` : undefined}
        aria-activedescendant={items.length ? optionId(current) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Hint>{t('palette.hint')}</Hint>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {items.length > 0 && (
        <List role="listbox" id={`${id}-list`} aria-label={t('palette.title')}>
          {sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${id}-${section.id}`}>
              <SectionTitle id={`${id}-${section.id}`} aria-hidden="true">
                {section.title}
              </SectionTitle>
              {section.items.map((item) => {
                index += 1;
                const position = index;
                return (
                  <Option
                    key={item.id}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === current}
                    onClick={() => choose(item)}
                    onMouseMove={() => setActive(position)}
                  >
                    <span>{item.label}</span>
                    {item.detail && <Detail>{item.detail}</Detail>}
                  </Option>
                );
              })}
            </div>
          ))}
        </List>
      )}
      {!items.length && !search.loading && <Empty>{status}</Empty>}
      {search.failed && <Empty role="alert">{t('palette.failed')}</Empty>}
    </Modal>
  );
}

const Label = styled.label`
  display: block;
  margin-bottom: ${space(4)};
  font-weight: 600;
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  padding: ${space(8)} ${space(12)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  font: inherit;
`;

const Hint = styled.p`
  margin: ${space(4)} 0 ${space(8)};
  color: ${color('textMuted')};
  font-size: ${fontSizes.small}px;
`;

const List = styled.div`
  max-height: 50vh;
  overflow-y: auto;
`;

const SectionTitle = styled.div`
  padding: ${space(8)} ${space(8)} ${space(4)};
  color: ${color('textMuted')};
  font-size: ${fontSizes.small}px;
  font-weight: 600;
  text-transform: uppercase;
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${space(8)};
  border-radius: ${radii.small}px;
  cursor: pointer;
  overflow-wrap: anywhere;

  &[aria-selected='true'] {
    background: ${color('tertiary')};
    color: ${color('onTertiary')};
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }
`;

const Detail = styled.span`
  color: ${color('textMuted')};
  font-size: ${fontSizes.small}px;

  [aria-selected='true'] > & {
    color: inherit;
  }
`;

const Empty = styled.p`
  margin: ${space(8)} 0 0;
`;
