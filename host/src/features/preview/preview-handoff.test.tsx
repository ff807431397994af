import { useAuth } from '@ottilia/shared-auth';
import { ThemeProvider } from '@ottilia/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n';
import { readOpenPreviews } from './open-previews';
import PreviewHandoff, { handoffTarget } from './preview-handoff';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock());

const state = 'Zm9yLXRoZS1wcmV2aWV3LW9ubHk';
const renewAccessToken = jest.fn(async () => 'fresh-token');

function renderHandoff(prId: string, givenState: string | null, onContinue = jest.fn()) {
  initI18n();
  const navigate = jest.fn();
  render(
    <ThemeProvider>
      <PreviewHandoff prId={prId} state={givenState} onContinue={onContinue} navigate={navigate} />
    </ThemeProvider>,
  );
  return { navigate, onContinue };
}

beforeEach(() => {
  window.localStorage.clear();
  renewAccessToken.mockClear();
  jest.mocked(useAuth).mockReturnValue({ renewAccessToken } as unknown as ReturnType<typeof useAuth>);
});

describe('preview handoff (main app)', () => {
  it('hands a fresh token to the preview origin of the template, in the fragment with the state, and notes the preview', async () => {
    const { navigate } = renderHandoff('42', state);
    expect(screen.getByText('Taking you back to preview #42…')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(`https://pr-42.preview.localhost:1847/#token=fresh-token&state=${state}`);
    expect(readOpenPreviews()).toEqual(['42']);
  });

  it.each([
    ['a host name as id', 'evil.example', state],
    ['an id with a path', '42/../../evil', state],
    ['an id with credentials', '42@evil.example', state],
    ['no state', '42', null],
    ['a hostile state', '42', 'x"><script>'],
  ])('refuses %s: no token is fetched or handed', async (_case, prId, givenState) => {
    window.history.replaceState({}, '', `/projects?pr_id=${encodeURIComponent(prId)}&from=${encodeURIComponent('https://evil.example')}`);
    const { navigate, onContinue } = renderHandoff(prId, givenState);
    expect(screen.getByRole('heading', { level: 1, name: 'This preview link cannot be used' })).toBeVisible();
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the portal' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    expect(readOpenPreviews()).toEqual([]);
  });

  it('says so when no token can be had, and hands nothing', async () => {
    renewAccessToken.mockRejectedValueOnce(new Error('interaction_required'));
    const { navigate } = renderHandoff('42', state);
    expect(await screen.findByText('Your sign-in could not be handed to preview #42. Open the preview again to retry.')).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never takes a target from elsewhere than the template', () => {
    expect(handoffTarget('7', state, 'https://pr-{id}.preview.portal.ottilia.example')).toBe('https://pr-7.preview.portal.ottilia.example');
    expect(handoffTarget('7', state, 'https://evil.example/{id}')).toBeNull();
  });
});
