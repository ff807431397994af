import { mayBePreviewHost, takeHandedToken } from './handed-token';

it('takes the token and state out of the fragment and the address bar at once', () => {
  window.history.replaceState({}, '', '/?x=1#token=eyJ.abc.def&state=s-1');
  expect(takeHandedToken()).toEqual({ token: 'eyJ.abc.def', state: 's-1' });
  expect(window.location.href).toBe('http://localhost/?x=1');
});

it('removes a token without state from the address too, but hands nothing on', () => {
  window.history.replaceState({}, '', '/home#token=eyJ.abc.def');
  expect(takeHandedToken()).toBeNull();
  expect(window.location.href).toBe('http://localhost/home');
});

it('leaves other fragments alone', () => {
  window.history.replaceState({}, '', '/home#main-content');
  expect(takeHandedToken()).toBeNull();
  expect(window.location.hash).toBe('#main-content');
});

it("leaves a sign-in response's fragment to MSAL", () => {
  window.history.replaceState({}, '', '/#code=c1&state=s1&id_token=eyJ.a.b');
  expect(takeHandedToken()).toBeNull();
  expect(window.location.hash).toBe('#code=c1&state=s1&id_token=eyJ.a.b');
});

it('tells cheaply whether an origin may be a preview host of the template', () => {
  const template = 'https://pr-{id}.preview.localhost:1847';
  expect(mayBePreviewHost('https://pr-42.preview.localhost:1847', template)).toBe(true);
  expect(mayBePreviewHost('https://localhost:1847', template)).toBe(false);
  expect(mayBePreviewHost('https://pr-.preview.localhost:1847', template)).toBe(false);
  expect(mayBePreviewHost('https://pr-42.preview.localhost:1847', 'https://preview.example')).toBe(false);
});
