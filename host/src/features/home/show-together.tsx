/**
 * /home's sections read side by side, and each answer has a height of its own (a list, news items,
 * a line of languages): a section that filled first was pushed down by the one above it filling
 * later (issue 37: 0.088 of layout shift). Until every section's first read has answered or failed,
 * the sections are laid out but not shown, under one loading line that takes none of their room;
 * then they show at once, in their final places. A read slower than SHOW_ANYWAY_MS does not hold
 * the others back: the sections then show with its own loading line, as before.
 */
import { LoadingIndicator, space } from '@ottilia/shared-ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export const SHOW_ANYWAY_MS = 3000;

type Report = (id: string, ready: boolean) => void;
const ReportContext = createContext<Report | null>(null);

export function ShowTogether({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  const [ready, setReady] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [shown, setShown] = useState(false);
  const report = useCallback<Report>(
    (id, isReady) => setReady((before) => (before.get(id) === isReady ? before : new Map(before).set(id, isReady))),
    [],
  );
  // once shown they stay: a later read (another page of news, a retry) has its own loading line
  if (!shown && ready.size > 0 && [...ready.values()].every(Boolean)) setShown(true);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), SHOW_ANYWAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <ReportContext.Provider value={shown ? null : report}>
      <Sections $hidden={!shown}>
        {!shown && (
          <Loading>
            <LoadingIndicator size="small" label={loadingLabel} showLabel />
          </Loading>
        )}
        {children}
      </Sections>
    </ReportContext.Provider>
  );
}

/** A section of ShowTogether tells whether its first read has answered (or failed). */
export function useReportReady(id: string, ready: boolean) {
  const report = useContext(ReportContext);
  useEffect(() => {
    report?.(id, ready);
  }, [report, id, ready]);
}

// the sections' own grid and gap (home-page.tsx), in one grid item of the page
const Sections = styled.div<{ $hidden: boolean }>`
  position: relative;
  display: grid;
  gap: ${space(32)};
  min-width: 0;
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

// over the hidden sections: it takes none of their room, so they do not move when it goes
const Loading = styled.div`
  position: absolute;
  inset: 0 0 auto;
  visibility: visible;
`;
