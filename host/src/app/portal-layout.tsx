import {
  color,
  layers,
  mediaQueries,
  PageGrid,
  ShellAlertBanner,
  ShellDialog,
  ShellProvider,
  space,
  useMediaQuery,
  useShellState,
  visuallyHidden,
} from '@ottilia/shared-ui';
import { useCurrentUser } from '@ottilia/shared-auth';
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AreaUpdateBanner } from '../features/area-updates/area-update-banner';
import { CommandPaletteLauncher, useCommandPaletteShortcut } from '../features/command-palette/command-palette-launcher';
import { useRememberRecentRecords } from '../features/command-palette/recent-records';
import { CurrentUserStatus } from '../features/current-user/current-user-status';
import { useDiscardPrompt } from '../features/discard-prompt/use-discard-prompt';
import { HelpButton } from '../features/help/help-button';
import { KeptDraftOffer } from '../features/kept-drafts/kept-draft-offer';
import { LiveUpdates } from '../features/live-updates/live-updates';
import { activeReleaseTrial } from '../features/release-trial/active-release-trial';
import { SideNavigation } from '../features/navigation/side-navigation';
import { TopBar } from '../features/navigation/top-bar';
import { useTranslation } from '../i18n/use-translation';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useHeadingFocusOnRouteChange } from '../features/route-focus/use-heading-focus';

const MAIN_CONTENT_ID = 'main-content';

// only a session trying a release loads the banner (features/release-trial)
const ReleaseTrialBanner = lazy(() => import('../features/release-trial/release-trial-banner'));

// the environments list (this stage's portal and the open preview hosts) loads when the profile menu opens
const EnvironmentsList = lazy(() => import('../features/preview/environments-list'));
const environments = (
  <Suspense fallback={null}>
    <EnvironmentsList />
  </Suspense>
);

/**
 * The frame around every page: side navigation (behind a top bar when the screen is not
 * large), the success banner on top of the scrollable content, the shell the remotes use,
 * the discard prompt and the current-user overlay/failure modal.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { shell, alert, dismissAlert, dialog, answerDialog, draftKeeper } = useShellState(RemoteOutlet);
  const collapsible = useMediaQuery(mediaQueries.notLarge);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // closing by hand (Close menu, Escape, a click outside) gives focus back to the menu button
  // (once the drawer has closed: the page behind an open modal dialog cannot take focus)
  const closeNavigation = useCallback(() => {
    flushSync(() => setNavigationOpen(false));
    menuButton.current?.focus();
  }, []);
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    content?.focus();
  };

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
  useHeadingFocusOnRouteChange(content);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  useCommandPaletteShortcut(openPalette);
  useRememberRecentRecords();
  const releaseTrial = activeReleaseTrial();
  const { isLoading: userLoading } = useCurrentUser();

  return (
    <ShellProvider value={shell}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('skipToContent')}
      </SkipLink>
      <Frame>
        <SideNavigation
          collapsible={collapsible}
          open={navigationOpen}
          onClose={closeNavigation}
          onSearch={openPalette}
          environments={environments}
        />
        <Column>
          {collapsible && <TopBar navigationOpen={navigationOpen} onMenu={() => setNavigationOpen(true)} menuButtonRef={menuButton} />}
          {releaseTrial && (
            <Suspense fallback={null}>
              <ReleaseTrialBanner trial={releaseTrial} />
            </Suspense>
          )}
          <AreaUpdateBanner dirty={shell.isDirty} />
          <Content ref={setContent} id={MAIN_CONTENT_ID} tabIndex={-1}>
            <ShellAlertBanner alert={alert} onDismiss={dismissAlert} scrollTarget={content} />
            <HelpButton />
            <PageGrid>
              <KeptDraftOffer keeper={draftKeeper} dirty={shell.isDirty} />
              {/* the screens' buttons and columns depend on the user's permissions: a screen renders
                  once they are known (under the loading overlay until then), not before, so nothing
                  appears or moves in it when they come (issue 37) */}
              {!userLoading && <Outlet />}
            </PageGrid>
          </Content>
        </Column>
      </Frame>
      <CommandPaletteLauncher open={paletteOpen} onClose={() => setPaletteOpen(false)} />
      <ShellDialog dialog={dialog} onAnswer={answerDialog} />
      <CurrentUserStatus />
      <LiveUpdates dirty={shell.isDirty} />
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

// position: absolutely placed (visually hidden) texts stay inside the scrolling area
const Content = styled.main`
  position: relative;
  flex: 1;
  overflow-y: auto;

  &:focus {
    outline: none;
  }
`;

// Visible only while focused: the first Tab stop of every page.
const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    top: ${space(8)};
    left: ${space(8)};
    z-index: ${layers.dialog + 1};
    padding: ${space(8, 16)};
    background: ${color('background')};
    color: ${color('text')};
  }
`;
