import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installMatchMedia, removeMatchMedia } from '../test-support/match-media';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
// the dialog catalogue, preloaded
import '@ottilia/shared-ui/testing';
import { useShell } from './shell-context';

/** A page that uses the shell like a remote page does, and shows what confirm answered. */
function Page() {
  const { showAlert, confirm, setDirty, isDirty, RemoteSlot } = useShell();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => showAlert()}>Copy ID</button>
      <button onClick={() => showAlert('Script copied!')}>Copy script</button>
      <button onClick={() => void confirm('deleteCookie').then((yes) => setAnswer(String(yes)))}>Delete cookie</button>
      <button onClick={() => void confirm('errorWithMessage', { message: 'Name is taken' }).then((yes) => setAnswer(String(yes)))}>
        Fail
      </button>
      <button onClick={() => void confirm('errorWithMessage', { unexpected: true, reference: '4bf92f35' })}>Fail unexpectedly</button>
      <button onClick={() => setDirty(!isDirty)}>Toggle dirty</button>
      <p>answer: {answer}</p>
      <p>dirty: {String(isDirty)}</p>
      <RemoteSlot remote="remoteCookiesAgegate" module="./CookiesTab" />
    </>
  );
}

const renderShell = () =>
  render(
    <StandaloneShell pages={[{ label: 'Cookies', href: '/cookies' }]}>
      <Page />
    </StandaloneShell>,
  );

describe('shell', () => {
  afterEach(() => removeMatchMedia());

  it('shows the default alert message, a given one, and removes it on dismiss', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(screen.getByRole('status')).toHaveTextContent('The ID was copied');
    await userEvent.click(screen.getByRole('button', { name: 'Copy script' }));
    expect(screen.getByRole('status')).toHaveTextContent('Script copied!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('answers confirm with the choice made in the catalogue dialog', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Delete cookie' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this cookie?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('answer: true')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete cookie' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('answer: false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a supplied message in place of the catalogue text', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('dialog', { name: 'Something went wrong...' })).toHaveTextContent('Name is taken');
  });

  it("shows spec section 8's generic error for a failure with nothing better to say", async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Fail unexpectedly' }));
    const dialog = screen.getByRole('dialog', { name: 'Oops! Something went wrong...' });
    expect(dialog).toHaveTextContent("We can't satisfy your request right now. Please try again later.");
    expect(dialog).toHaveTextContent('4bf92f35');
  });

  it('keeps the dirty flag', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle dirty' }));
    expect(screen.getByText('dirty: true')).toBeInTheDocument();
  });

  it('names the module another remote would show in the slot', () => {
    renderShell();
    expect(screen.getByText('./CookiesTab of remoteCookiesAgegate appears here in the composed portal.')).toBeInTheDocument();
  });

  it('links the harness pages', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Page />)).toThrow('useShell must be used below <ShellProvider>');
    jest.restoreAllMocks();
  });

  it('folds the banner to one line on mobile once scrolled past the trigger, and unfolds it on tap', async () => {
    jest.useFakeTimers();
    installMatchMedia(true);
    renderShell();
    act(() => screen.getByRole('button', { name: 'Copy ID' }).click());
    const clamp = () => screen.getByText('The ID was copied');
    expect(clamp()).toHaveStyle({ '-webkit-line-clamp': '3' });

    act(() => {
      window.scrollY = 200;
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => jest.advanceTimersByTime(199));
    expect(clamp()).toHaveStyle({ '-webkit-line-clamp': '3' });
    act(() => jest.advanceTimersByTime(1));
    expect(clamp()).toHaveStyle({ '-webkit-line-clamp': '1' });

    act(() => within(screen.getByRole('status')).getByRole('button', { expanded: false }).click());
    expect(clamp()).toHaveStyle({ '-webkit-line-clamp': '3' });
    jest.useRealTimers();
  });
});
