import { DEV_STAGE_CONFIG } from '../stage/stage-config.js';
import { ACCESS_TOKEN_STORAGE_KEY } from './access-token-store.js';
import { heldToken, TOKEN_END_MARGIN_MS } from './held-session.js';

const jwt = (claims: Record<string, unknown>) => `header.${btoa(JSON.stringify(claims)).replaceAll('=', '')}.signature`;
const tokenUntil = (endMs: number) => jwt({ sub: 'ada-sub', exp: Math.floor(endMs / 1000) });
const plain = { search: '', hash: '' };

describe('heldToken', () => {
  afterEach(() => window.sessionStorage.clear());

  it("is the tab's token while it may be sent before MSAL has loaded", () => {
    const token = tokenUntil(Date.now() + 3_600_000);
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    expect(heldToken(DEV_STAGE_CONFIG, plain)).toBe(token);
  });

  it('is none without a token, for a token about to end, or with an identity answer in the address', () => {
    expect(heldToken(DEV_STAGE_CONFIG, plain)).toBeNull();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenUntil(Date.now() + TOKEN_END_MARGIN_MS / 2));
    expect(heldToken(DEV_STAGE_CONFIG, plain)).toBeNull();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenUntil(Date.now() + 3_600_000));
    expect(heldToken(DEV_STAGE_CONFIG, { search: '', hash: '#code=abc&state=xyz' })).toBeNull();
  });
});
