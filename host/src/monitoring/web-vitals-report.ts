/**
 * Real users' speed (issue 25 item 5): largest contentful paint, interaction to next paint and
 * layout shift of a sampled share of page loads, per route, to the monitoring service. A chunk of
 * its own, loaded only once the visitor allows performance cookies (web-vitals-consent.ts).
 * The values go when the page is hidden (web-vitals reports final values then), again if they change.
 */
import { routeOf } from '@ottilia/shared-auth/scrub';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { envelopeOfEvent, eventId, parseDsn } from './monitoring-event';

export interface WebVitalsOptions {
  dsn: string;
  stage: string;
  release: string;
  /** Share of page loads measured, 0..1. */
  sampleRate: number;
  fetch?: typeof fetch;
}

const UNITS: Record<Metric['name'], string> = { LCP: 'millisecond', INP: 'millisecond', CLS: '', FCP: 'millisecond', TTFB: 'millisecond' };

export function reportWebVitals({ dsn, stage, release, sampleRate, fetch: post = fetch.bind(globalThis) }: WebVitalsOptions): void {
  if (Math.random() >= sampleRate) return;
  // the route the page was loaded on: LCP and the first layout shifts belong to it
  const route = routeOf(window.location.pathname);
  const changed = new Map<string, Metric>();
  const record = (metric: Metric) => void changed.set(metric.name, metric);
  onLCP(record);
  onINP(record);
  onCLS(record);
  const flush = () => {
    if (document.visibilityState !== 'hidden' || changed.size === 0) return;
    const measurements = Object.fromEntries(
      [...changed.values()].map((metric) => [metric.name.toLowerCase(), { value: metric.value, unit: UNITS[metric.name] }]),
    );
    changed.clear();
    const event = {
      event_id: eventId(),
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: 'info',
      release,
      environment: stage,
      message: 'web vitals',
      tags: { kind: 'web-vitals', route },
      measurements,
      request: { url: `${window.location.origin}${route}` },
    };
    post(parseDsn(dsn).envelopeUrl, {
      method: 'POST',
      body: envelopeOfEvent(event),
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  };
  // after web-vitals' own listeners have reported the final values
  document.addEventListener('visibilitychange', () => queueMicrotask(flush));
}
