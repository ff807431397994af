import { parkTagManager, TAG_MANAGER_LOADER, TAG_MANAGER_SCRIPT } from './park-tag-manager';

afterEach(() => document.head.replaceChildren());

describe('parkTagManager', () => {
  it('does nothing in a stage without a container (dev)', () => {
    expect(parkTagManager(document, undefined)).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('parks the container as a performance script the consent script runs once allowed', () => {
    const script = parkTagManager(document, 'GTM-OTTSTG1')!;
    expect(script.type).toBe('text/plain');
    expect(script.dataset.consentCategory).toBe('performance');
    // the host's loader file, never inline text (the Content-Security-Policy allows no inline scripts)
    expect(script.text).toBe('');
    expect(script.getAttribute('src')).toBe(TAG_MANAGER_LOADER);
    expect(script.dataset.tagManagerSrc).toBe(`${TAG_MANAGER_SCRIPT}?id=GTM-OTTSTG1`);
    // parked, it loads nothing
    expect(document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)).toBeNull();
    expect(parkTagManager(document, 'GTM-OTTSTG1')).toBe(script);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('refuses anything but a container id (it would become a script address)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parkTagManager(document, "GTM-1';alert(1);'")).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});
