import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { parkWebVitals, PERFORMANCE_ALLOWED_SCRIPT } from './web-vitals-consent';
import { reportWebVitals } from './web-vitals-report';

jest.mock('web-vitals', () => ({
  onLCP: (report: (metric: object) => void) => report({ name: 'LCP', value: 1234.5 }),
  onINP: (report: (metric: object) => void) => report({ name: 'INP', value: 96 }),
  onCLS: (report: (metric: object) => void) => report({ name: 'CLS', value: 0.02 }),
}));

const DSN = 'http://ottilia-local@localhost:1860/monitoring/1';
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('web vitals', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.head.innerHTML = '';
  });

  it('start only when the consent script runs the parked performance script', async () => {
    const start = jest.fn();
    parkWebVitals(document, start);
    const parked = document.querySelector<HTMLScriptElement>('script[data-ottilia-web-vitals]')!;
    expect(parked.type).toBe('text/plain');
    expect(parked.dataset.consentCategory).toBe('performance');
    // a file of the host's origin, never inline text (the Content-Security-Policy refuses that)
    expect(parked.getAttribute('src')).toBe(PERFORMANCE_ALLOWED_SCRIPT);
    expect(parked.text).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    // what the consent script does once performance cookies are allowed: it runs that file
    new Function(readFileSync(path.join(__dirname, 'performance-allowed.js'), 'utf8'))();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('send LCP, INP and CLS with the route when the page is hidden', () => {
    window.history.pushState({}, '', '/projects/0b6f3c1e-4a55-4d36-9a9e-1f2a3b4c5d6e');
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    reportWebVitals({ dsn: DSN, stage: 'dev', release: 'host@test', sampleRate: 1, fetch: post });
    expect(post).not.toHaveBeenCalled();
    hide();
    return waitFor(() => {
      expect(post).toHaveBeenCalledTimes(1);
      const event = JSON.parse(((post.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).split('\n')[2]!);
      expect(event).toMatchObject({
        tags: { kind: 'web-vitals', route: '/projects/:id' },
        measurements: {
          lcp: { value: 1234.5, unit: 'millisecond' },
          inp: { value: 96, unit: 'millisecond' },
          cls: { value: 0.02, unit: '' },
        },
      });
    });
  });

  it('send nothing for page loads outside the sample', () => {
    const post = jest.fn();
    reportWebVitals({ dsn: DSN, stage: 'dev', release: 'host@test', sampleRate: 0, fetch: post });
    hide();
    expect(post).not.toHaveBeenCalled();
  });
});
