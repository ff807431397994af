import { Button, space } from '@ottilia/shared-ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useHelpPanel } from './help-panel-state';
import { useTranslation } from '../../i18n/use-translation';

// the panel and its questions load the first time someone asks for help
const HelpPanel = lazy(() => import('./help-panel'));

/** The Help button on every screen, and the panel it opens. */
export function HelpButton() {
  const { t } = useTranslation();
  const { isOpen, open } = useHelpPanel();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  return (
    <>
      <Corner>
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => open()}>
          {t('help.open')}
        </Button>
      </Corner>
      {wanted && (
        <Suspense fallback={null}>
          <HelpPanel />
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
