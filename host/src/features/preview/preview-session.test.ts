import { ACCESS_TOKEN_STORAGE_KEY } from '@ottilia/shared-auth';
import { parseRouteManifest } from '../../remotes/route-manifest';
import { REPO_MANIFESTS } from '../../test-support/route-manifests';
import { previewSessionHere, startPreviewSession } from './preview-session';
import { claimsOf } from './round-trip';

const appOrigin = 'https://localhost:1847';
const jwt = (claims: object) => `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
const token = jwt({ sub: 'user-1', exp: 2_000_000_000 });

function site(pathname = '/projects', search = '?page=2') {
  const location = { pathname, search, assign: jest.fn() };
  const history = { state: null, replaceState: jest.fn() };
  // the projects remote's hand-off screen (its route manifest's previewHandoff)
  return { previewId: '42', appOrigin, handoff: '/projects', storage: window.sessionStorage, location, history };
}

/** The composition's copy of the repository's manifests, as the preview host reads them. */
const composed = () => Object.entries(REPO_MANIFESTS).map(([name, manifest]) => parseRouteManifest(manifest, name));

beforeEach(() => window.sessionStorage.clear());

describe('preview session', () => {
  it('without a token, remembers the page and a state and sends the user to the main app with the preview id', () => {
    const preview = site();
    expect(startPreviewSession(preview, null)).toBeNull();
    const target = new URL(preview.location.assign.mock.calls[0][0] as string);
    expect(`${target.origin}${target.pathname}`).toBe('https://localhost:1847/projects');
    expect(target.searchParams.get('pr_id')).toBe('42');
    expect(target.searchParams.get('from')).toBe('preview');
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(target.searchParams.has('token')).toBe(false);
  });

  it('takes the token the main app handed back with its state, and shows the page the trip started from', () => {
    const leaving = site();
    startPreviewSession(leaving, null);
    const state = new URL(leaving.location.assign.mock.calls[0][0] as string).searchParams.get('state') ?? '';

    const back = site('/', '');
    const session = startPreviewSession(back, { token, state });
    expect(session?.account.localAccountId).toBe('user-1');
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(token);
    expect(back.history.replaceState).toHaveBeenCalledWith(null, '', '/projects?page=2');
    expect(back.location.assign).not.toHaveBeenCalled();
  });

  it('refuses a handed token this tab did not ask for (a forged sign-in), and goes for its own', () => {
    const back = site('/', '');
    expect(startPreviewSession(back, { token, state: 'someone-elses-state' })).toBeNull();
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(back.location.assign).toHaveBeenCalledTimes(1);

    // a state that was asked for is used once only
    const state = new URL(back.location.assign.mock.calls[0][0] as string).searchParams.get('state') ?? '';
    startPreviewSession(site('/', ''), { token, state });
    window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    expect(startPreviewSession(site('/', ''), { token, state })).toBeNull();
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('uses the token kept in session storage; resupplying goes round again, signing out forgets it and returns to the portal', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    const preview = site('/users', '');
    const session = startPreviewSession(preview, null);
    expect(session).not.toBeNull();
    expect(preview.location.assign).not.toHaveBeenCalled();

    session?.resupply();
    expect(preview.location.assign).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/localhost:1847\/projects\?pr_id=42&state=/));

    await session?.signOut();
    expect(preview.location.assign).toHaveBeenLastCalledWith('https://localhost:1847/home');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reads claims of JWTs only', () => {
    expect(claimsOf(token)).toEqual({ sub: 'user-1', exp: 2_000_000_000 });
    expect(claimsOf('not-a-jwt')).toBeNull();
    expect(claimsOf('a.%%%.c')).toBeNull();
    expect(claimsOf(jwt({ name: 'no subject' }))).toBeNull();
  });
});

describe('previewSessionHere', () => {
  it('is null off the preview hosts of the stage, and leaves for the main app on one without a token', () => {
    expect(previewSessionHere(null, composed(), 'https://localhost:1847')).toBeNull();
    expect(previewSessionHere(null, composed(), 'https://pr-042.preview.localhost:1847')).toBeNull();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    expect(previewSessionHere(null, composed(), 'https://pr-42.preview.localhost:1847')).toEqual(
      expect.objectContaining({ resupply: expect.any(Function) }),
    );
  });

  it.each([
    ['the projects page its manifest names', composed(), '/projects'],
    [
      'the screen a renamed manifest names',
      composed().map((manifest) => (manifest.previewHandoff ? { ...manifest, previewHandoff: '/work' } : manifest)),
      '/work',
    ],
    ["the app's root without a composition (the main app hands over on any screen)", [], '/'],
  ])('asks the main app for a token on %s', (_case, manifests, handoff) => {
    const location = { pathname: '/home', search: '', assign: jest.fn() };
    expect(previewSessionHere(null, manifests, 'https://pr-42.preview.localhost:1847', location)).toBe('leaving');
    const target = new URL(location.assign.mock.calls[0]![0] as string);
    expect(`${target.origin}${target.pathname}`).toBe(`https://localhost:1847${handoff}`);
    expect(target.searchParams.get('pr_id')).toBe('42');
  });
});
