/** The sections of the project detail, in order, with their names' keys; the chosen one is kept in the URL (?tab=members). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PROJECT_TABS = [
  { id: 'overview', label: 'tabs.overview' },
  { id: 'products', label: 'common.products' },
  { id: 'members', label: 'common.members' },
  { id: 'review', label: 'tabs.review' },
  { id: 'legal-data', label: 'common.legalData' },
  { id: 'cookies', label: 'tabs.cookies' },
  { id: 'age-gate', label: 'tabs.ageGate' },
  { id: 'history', label: 'tabs.history' },
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
