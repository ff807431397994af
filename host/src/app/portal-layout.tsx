import {
  media,
  mediaQueries,
  ShellAlertBanner,
  ShellDialog,
  ShellProvider,
  space,
  useMediaQuery,
  useShellState,
} from '@ottilia/shared-ui';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CurrentUserStatus } from '../features/current-user/current-user-status';
import { useDiscardPrompt } from '../features/discard-prompt/use-discard-prompt';
import { SideNavigation } from '../features/navigation/side-navigation';
import { TopBar } from '../features/navigation/top-bar';
import { RemoteOutlet } from '../remotes/remote-outlet';

/**
 * The frame around every page: side navigation (behind a top bar when the screen is not
 * large), the success banner on top of the scrollable content, the shell the remotes use,
 * the discard prompt and the current-user overlay/failure modal.
 */
export function PortalLayout() {
  const { shell, alert, dismissAlert, dialog, answerDialog } = useShellState(RemoteOutlet);
  const collapsible = useMediaQuery(mediaQueries.notLarge);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [content, setContent] = useState<HTMLElement | null>(null);

  // Spec: every route change resets the dirty flag and the open navigation. Done while
  // rendering, so the new screen never starts with the previous screen's dirty flag.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    shell.setDirty(false);
    setNavigationOpen(false);
  }

  useDiscardPrompt(shell);

  return (
    <ShellProvider value={shell}>
      <Frame>
        <SideNavigation collapsible={collapsible} open={navigationOpen} onClose={() => setNavigationOpen(false)} />
        <Column>
          {collapsible && <TopBar navigationOpen={navigationOpen} onMenu={() => setNavigationOpen(true)} />}
          <Content ref={setContent}>
            <ShellAlertBanner alert={alert} onDismiss={dismissAlert} scrollTarget={content} />
            <Page>
              <Outlet />
            </Page>
          </Content>
        </Column>
      </Frame>
      <ShellDialog dialog={dialog} onAnswer={answerDialog} />
      <CurrentUserStatus />
    </ShellProvider>
  );
}

const Frame = styled.div`
  display: flex;
  height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  overflow-y: auto;
`;

// Gutters of spec section 9: 16 px small, 24 px medium, 32 px large.
const Page = styled.div`
  padding: ${space(32)};

  ${media.medium} {
    padding: ${space(24)};
  }

  ${media.small} {
    padding: ${space(16)};
  }
`;
