import { Button, space } from '@ottilia/shared-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { HelpQuestion } from './help-questions';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Opens the help panel from any screen, host or remote (a remote may not import the host):
 * `window.dispatchEvent(new CustomEvent(OPEN_HELP_EVENT, { detail: questions? }))`.
 */
export const OPEN_HELP_EVENT = 'ottilia:open-help';

// the panel and its questions load the first time someone asks for help
const HelpPanel = lazy(() => import('./help-panel'));

/**
 * The Help button on every screen and the questions panel of spec section 3's client state:
 * open or closed, and its questions (null = those of the current screen).
 */
export function HelpButton() {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<{ isOpen: boolean; questions: readonly HelpQuestion[] | null } | null>(null);
  useEffect(() => {
    const onOpen = (event: Event) =>
      setPanel({ isOpen: true, questions: (event as CustomEvent<readonly HelpQuestion[] | undefined>).detail ?? null });
    window.addEventListener(OPEN_HELP_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_HELP_EVENT, onOpen);
  }, []);
  return (
    <>
      <Corner>
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setPanel({ isOpen: true, questions: null })}>
          {t('help.open')}
        </Button>
      </Corner>
      {panel && (
        <Suspense fallback={null}>
          <HelpPanel isOpen={panel.isOpen} questions={panel.questions} onClose={() => setPanel({ ...panel, isOpen: false })} />
        </Suspense>
      )}
    </>
  );
}

// in the page's flow (not floating), so it never covers what a screen shows
const Corner = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${space(8)} ${space(16)} 0;
`;
