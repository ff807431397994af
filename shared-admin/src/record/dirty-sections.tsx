/**
 * A page with several editable sections raises the shell's one dirty flag while any of them
 * has unsaved changes; a section alone would clear it for all when it saves or unmounts.
 */
import { useShell } from '@ottilia/shared-ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

type Report = (section: string, dirty: boolean) => void;

const DirtySectionsContext = createContext<Report | null>(null);

export function DirtySections({ children }: { children: ReactNode }) {
  const { setDirty } = useShell();
  const [dirtySections, setDirtySections] = useState<readonly string[]>([]);
  const report = useCallback<Report>((section, dirty) => {
    setDirtySections((current) => {
      if (dirty === current.includes(section)) return current;
      return dirty ? [...current, section] : current.filter((name) => name !== section);
    });
  }, []);
  const anyDirty = dirtySections.length > 0;
  useEffect(() => {
    setDirty(anyDirty);
  }, [anyDirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  return <DirtySectionsContext.Provider value={report}>{children}</DirtySectionsContext.Provider>;
}

/**
 * Reports one section's unsaved changes (to the page's DirtySections, else to the shell directly).
 * The returned function lowers the flag at once, before a save navigates away: rendered
 * synchronously, so the host's route-leave prompt (useBlocker) sees it before the navigation.
 */
export function useDirtySection(section: string, dirty: boolean): () => void {
  const report = useContext(DirtySectionsContext);
  const { setDirty } = useShell();
  const set = useCallback((value: boolean) => (report ? report(section, value) : setDirty(value)), [report, section, setDirty]);
  useEffect(() => {
    set(dirty);
    return () => set(false);
  }, [set, dirty]);
  return useCallback(() => flushSync(() => set(false)), [set]);
}
