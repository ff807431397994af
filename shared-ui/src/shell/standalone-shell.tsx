import type { ReactNode } from 'react';
import styled from 'styled-components';
// by package name: this entry must use the shared main entry's shell context, not a copy
import {
  GlobalStyle,
  ThemeProvider,
  color,
  registerStrings,
  space,
  ShellProvider,
  ShellAlertBanner,
  ShellDialog,
  useShellState,
  useStrings,
  type RemoteSlotProps,
  type ThemeName,
} from '@ottilia/shared-ui';
import { enStandalone } from '../i18n/en-standalone';

registerStrings('ui', enStandalone);

export interface HarnessPage {
  label: string;
  href: string;
}

export interface StandaloneShellProps {
  /** Links of the harness's own header. */
  pages: readonly HarnessPage[];
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * What a remote's standalone dev harness wraps its pages in: the theme and a working shell
 * (banner and dialogs included) like the host provides, under a header linking the pages.
 */
export function StandaloneShell({ pages, theme, children }: StandaloneShellProps) {
  const { t } = useStrings('ui');
  const { shell, alert, dismissAlert, dialog, answerDialog } = useShellState(StandaloneRemoteSlot);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ShellProvider value={shell}>
        <Header aria-label={t('harness.pages')}>
          {pages.map((page) => (
            <a key={page.href} href={page.href}>
              {page.label}
            </a>
          ))}
        </Header>
        <ShellAlertBanner alert={alert} onDismiss={dismissAlert} />
        <Main>{children}</Main>
        <ShellDialog dialog={dialog} onAnswer={answerDialog} />
      </ShellProvider>
    </ThemeProvider>
  );
}

/** Other remotes are not loaded by a harness; the slot says what the portal shows there. */
function StandaloneRemoteSlot({ remote, module }: RemoteSlotProps) {
  const { t } = useStrings('ui');
  return <p>{t('harness.slot', { module, remote })}</p>;
}

const Header = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(16)};
  padding: ${space(12, 16)};
  background: ${color('primary')};

  a {
    color: ${color('onPrimary')};
  }
`;

const Main = styled.main`
  padding: ${space(24)};
`;
