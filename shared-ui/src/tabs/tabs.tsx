import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { color, fontWeights, media, space } from '@ottilia/shared-ui';

export interface TabItem {
  /** Stable key, e.g. 'members' (also what an owner may keep in the URL). */
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology, e.g. 'Project sections'. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** The content of one tab's panel. */
  renderPanel(id: string): ReactNode;
  /**
   * true (default): a panel shown once stays mounted (hidden) when another tab is chosen, so
   * its state, e.g. a form being edited, survives switching back and forth.
   */
  keepMounted?: boolean;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys (and Home/End) move
 * between tabs and show the one reached; each panel is labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, renderPanel, keepMounted = true }: TabsProps) {
  const prefix = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.some((tab) => tab.id === selected) ? selected : (tabs[0]?.id ?? '');
  const [visited, setVisited] = useState<readonly string[]>([current]);
  // panels mount on their first visit (adjusted while rendering, so no empty frame)
  if (!visited.includes(current)) setVisited([...visited, current]);

  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const shownPanels = keepMounted
    ? tabs.filter((tab) => tab.id === current || visited.includes(tab.id))
    : tabs.filter((tab) => tab.id === current);
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {shownPanels.map((tab) => (
        <Panel key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={tab.id !== current} tabIndex={0}>
          {renderPanel(tab.id)}
        </Panel>
      ))}
    </div>
  );
}

// Tabs that do not fit wrap onto another row: on a phone every tab stays in sight (a sideways
// scroller hid five of a project's eight with nothing to say they were there).
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space(4)};
  border-bottom: 1px solid ${color('border')};

  ${media.small} {
    gap: 0;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: 48px;
  padding: ${space(12, 16)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${color('textMuted')};
  font: inherit;
  font-weight: ${fontWeights.bold};
  cursor: pointer;

  ${media.small} {
    padding: ${space(12)};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${color('primary')};
    color: ${color('text')};
  }

  &:hover {
    color: ${color('text')};
  }
`;

const Panel = styled.div`
  padding-top: ${space(24)};

  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 4px;
  }
`;
