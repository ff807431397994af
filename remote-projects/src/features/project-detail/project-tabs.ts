/** The sections of the project detail, in order; the chosen one is kept in the URL (?tab=members). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PROJECT_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'products', label: 'Products' },
  { id: 'members', label: 'Members' },
  { id: 'review', label: 'Review' },
  { id: 'legal-data', label: 'Legal data' },
  { id: 'cookies', label: 'Cookies' },
  { id: 'age-gate', label: 'Age gate' },
  { id: 'history', label: 'History' },
] as const;

export type ProjectTabId = (typeof PROJECT_TABS)[number]['id'];

const DEFAULT_TAB: ProjectTabId = 'overview';
const isTab = (value: string | null): value is ProjectTabId => PROJECT_TABS.some((tab) => tab.id === value);

export function useProjectTab(): [ProjectTabId, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;
  const select = useCallback(
    (next: string) => {
      // replace: switching sections is not a page of its own in the browser history
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, select];
}
