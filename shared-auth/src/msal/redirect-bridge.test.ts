import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { bridgedAnswer, MSAL_BRIDGE_SCRIPT, runRedirectBridge } from './redirect-bridge';

// What the bridge posts, by channel name (jsdom has no BroadcastChannel).
const posted: { channel: string; message: unknown }[] = [];
class RecordingChannel {
  constructor(readonly name: string) {}
  postMessage(message: unknown) {
    posted.push({ channel: this.name, message });
  }
  close() {}
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: RecordingChannel, configurable: true });
  jest.spyOn(window, 'close').mockImplementation(() => undefined);
});
beforeEach(() => {
  posted.length = 0;
});

/** MSAL's `state`: base64url JSON of its library state, then '|' and the app's own state. */
function msalState(library: object, userState = ''): string {
  const json = btoa(JSON.stringify(library)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return userState ? `${json}|${userState}` : json;
}

const silent = msalState({ id: '0192c0de-aaaa-bbbb-cccc-123456789abc', meta: { interactionType: 'silent' } }, 'app');

/** Runs a bridge on the page address `address`; what it posted and where the address ended. */
async function bridge(run: () => unknown, address: string) {
  window.history.replaceState(null, '', address);
  posted.length = 0;
  await run();
  return { posted: [...posted], address: `${window.location.pathname}${window.location.search}${window.location.hash}` };
}

describe('the redirect bridge page', () => {
  it.each([
    ['in the fragment', `/redirect.html#code=abc&state=${encodeURIComponent(silent)}&client_info=x`],
    ['in the query, keeping the fragment', `/redirect.html?code=abc&state=${encodeURIComponent(silent)}#keep`],
    ['in both (hybrid)', `/redirect.html?code=abc&state=${encodeURIComponent(silent)}#id_token=t&state=${encodeURIComponent(silent)}`],
    ['an error answer', `/redirect.html#error=login_required&error_description=no%20session&state=${encodeURIComponent(silent)}`],
  ])("hands a silent answer %s to the waiting window exactly as MSAL's bridge does", async (_, address) => {
    const ours = await bridge(runRedirectBridge, address);
    const msal = await bridge(broadcastResponseToMainFrame, address);
    expect(ours.posted).toHaveLength(1);
    expect(ours).toEqual(msal);
    expect(ours.posted[0]!.channel).toBe('0192c0de-aaaa-bbbb-cccc-123456789abc');
  });

  it("loads MSAL's own bridge for any other answer, and posts nothing itself", async () => {
    const redirect = msalState({ id: 'r1', meta: { interactionType: 'redirect' } });
    const { posted: ours } = await bridge(runRedirectBridge, `/redirect.html?code=abc&state=${redirect}`);
    expect(ours).toEqual([]);
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([MSAL_BRIDGE_SCRIPT]);
  });

  it("leaves a full-page redirect's answer and unreadable answers to MSAL's own bridge", () => {
    const location = (search: string, hash = '') => ({ origin: 'https://localhost:1847', pathname: '/redirect.html', search, hash });
    const redirect = msalState({ id: 'r1', meta: { interactionType: 'redirect' } });
    expect(bridgedAnswer(location(`?code=abc&state=${redirect}`))).toBeNull();
    expect(bridgedAnswer(location('?code=abc'))).toBeNull();
    expect(bridgedAnswer(location('?code=abc&state=%%%not-base64'))).toBeNull();
    expect(bridgedAnswer(location(`?state=${msalState({ meta: {} })}`))).toBeNull();
    expect(bridgedAnswer(location(`?state=${encodeURIComponent(silent)}`))).toEqual({
      id: '0192c0de-aaaa-bbbb-cccc-123456789abc',
      payload: `state=${encodeURIComponent(silent)}`,
      cleanUrl: 'https://localhost:1847/redirect.html',
    });
  });
});
