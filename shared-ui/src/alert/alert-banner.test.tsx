import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { AlertBanner, type AlertBannerProps } from './alert-banner';
import { ALERT_MESSAGES, DEFAULT_ALERT_MESSAGE } from './alert-messages';
import { bannerLines } from './banner-lines';

describe('bannerLines', () => {
  it.each([
    [true, true, 1],
    [true, false, 3],
    [false, false, 2],
    [false, true, 2],
  ])('mobile %s, compressed %s: %i lines', (isMobile, compressed, lines) => {
    expect(bannerLines({ isMobile, compressed })).toBe(lines);
  });
});

describe('alert messages', () => {
  it('are the spec strings', () => {
    expect(ALERT_MESSAGES).toEqual({
      idCopied: 'The ID was copied!',
      scriptCopied: 'Script copied!',
      urlCopied: 'URL copied!',
      changesSaved: 'Your changes were saved!',
    });
    expect(DEFAULT_ALERT_MESSAGE).toBe('The ID was copied');
  });
});

describe('AlertBanner', () => {
  const renderBanner = (props: Partial<AlertBannerProps> = {}) => {
    const handlers = { onExpand: jest.fn(), onDismiss: jest.fn() };
    render(<AlertBanner isMobile={false} compressed={false} {...handlers} {...props} />);
    return handlers;
  };
  const clampOf = (text: string) => screen.getByText(text);

  it('is a success status with the default message', () => {
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent('The ID was copied');
  });

  it.each([
    [false, false, '2'],
    [true, false, '3'],
    [true, true, '1'],
  ])('mobile %s, compressed %s clamps the message to %s lines', (isMobile, compressed, lines) => {
    renderBanner({ isMobile, compressed, message: ALERT_MESSAGES.urlCopied });
    expect(clampOf('URL copied!')).toHaveStyle({ overflow: 'hidden', '-webkit-line-clamp': lines });
  });

  it('expands when the compressed banner is tapped', async () => {
    const { onExpand } = renderBanner({ isMobile: true, compressed: true, message: ALERT_MESSAGES.scriptCopied });
    const expand = screen.getByRole('button', { name: 'Script copied!', expanded: false });
    await userEvent.click(expand);
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('offers no expand control when not compressed', () => {
    renderBanner({ isMobile: true, compressed: false, message: ALERT_MESSAGES.changesSaved });
    expect(screen.queryByRole('button', { name: 'Your changes were saved!' })).not.toBeInTheDocument();
  });

  it('is dismissed with its close button', async () => {
    const { onDismiss } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows a catalogue message, the default and its dismiss button in the current language; other text as given', async () => {
    i18next.addResourceBundle(
      'de',
      'ui',
      { alerts: { changesSaved: 'Gespeichert!' }, alert: { default: 'ID kopiert', dismiss: 'Schließen' } },
      true,
      true,
    );
    await act(() => i18next.changeLanguage('de'));
    try {
      const { unmount } = render(
        <AlertBanner
          isMobile={false}
          compressed={false}
          message={ALERT_MESSAGES.changesSaved}
          onExpand={jest.fn()}
          onDismiss={jest.fn()}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Gespeichert!');
      expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      unmount();
      renderBanner();
      expect(screen.getByRole('status')).toHaveTextContent('ID kopiert');
      renderBanner({ message: 'Brand deleted.' });
      expect(screen.getByText('Brand deleted.')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
