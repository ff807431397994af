import { consentScriptUrl, loadConsentScript } from './load-consent-script';

describe('the portal consent script', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('loads the portal script with market dk and age verification off, once', () => {
    const script = loadConsentScript(document, 'http://localhost:1860/consent/');
    expect(script.src).toBe('http://localhost:1860/consent/portal/consent.js');
    expect(script.getAttribute('data-market')).toBe('dk');
    expect(script.getAttribute('data-age-verification')).toBe('off');
    expect(script.async).toBe(true);
    expect(loadConsentScript(document, 'http://elsewhere')).toBe(script);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('builds the URL of a project script', () => {
    expect(consentScriptUrl('https://cookie-policy.ottilia.example/api/v1', 'abc')).toBe(
      'https://cookie-policy.ottilia.example/api/v1/abc/consent.js',
    );
  });
});
