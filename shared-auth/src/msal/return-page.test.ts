import { rememberSignInStart, returnToSignInStart } from './return-page';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('returnToSignInStart', () => {
  it('puts the page the sign-in started from under the answer, once', () => {
    rememberSignInStart('http://localhost/projects?pr_id=42&from=preview');
    window.history.replaceState({}, '', '/#code=abc&state=xyz');
    returnToSignInStart();
    expect(address()).toBe('/projects?pr_id=42&from=preview#code=abc&state=xyz');

    window.history.replaceState({}, '', '/#code=def&state=uvw');
    returnToSignInStart();
    expect(address()).toBe('/#code=def&state=uvw');
  });

  it.each([
    // an error answer moves too: the reset flow then starts from that page
    [
      'http://localhost/backoffice/brands',
      '/#error=access_denied&error_description=AADB2C90118&state=xyz',
      '/backoffice/brands#error=access_denied&error_description=AADB2C90118&state=xyz',
    ],
    // never off the portal for a start page of another origin
    ['https://elsewhere.example/phish', '/#code=abc&state=xyz', '/#code=abc&state=xyz'],
  ])('from %s and the answer %s, shows %s', (start, landed, shown) => {
    rememberSignInStart(start);
    window.history.replaceState({}, '', landed);
    returnToSignInStart();
    expect(address()).toBe(shown);
  });

  it('leaves an address without an answer alone (back from the sign-in page), keeping the start for the answer', () => {
    rememberSignInStart('http://localhost/projects');
    window.history.replaceState({}, '', '/users');
    returnToSignInStart();
    expect(address()).toBe('/users');
    window.history.replaceState({}, '', '/#code=abc&state=xyz');
    returnToSignInStart();
    expect(address()).toBe('/projects#code=abc&state=xyz');
  });
});
