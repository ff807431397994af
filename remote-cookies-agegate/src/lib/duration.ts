import type { TFunction } from 'i18next';

/**
 * A cookie's duration (spec section 5): the word session, or a number 1 to 900 followed by one
 * unit letter m, h, d or y. The editor keeps digits and letter apart (digits default 0).
 */
/** labelKey and countKey (plural, with count) are keys of the cookies-agegate strings. */
export const DURATION_UNITS = [
  { letter: 'm', labelKey: 'cookies.duration.units.m.label', countKey: 'cookies.duration.units.m.count' },
  { letter: 'h', labelKey: 'cookies.duration.units.h.label', countKey: 'cookies.duration.units.h.count' },
  { letter: 'd', labelKey: 'cookies.duration.units.d.label', countKey: 'cookies.duration.units.d.count' },
  { letter: 'y', labelKey: 'cookies.duration.units.y.label', countKey: 'cookies.duration.units.y.count' },
] as const;

export type DurationUnit = (typeof DURATION_UNITS)[number]['letter'];
export const MAX_DURATION = 900;
export const SESSION = 'session';

export interface DurationDraft {
  session: boolean;
  digits: string;
  unit: DurationUnit;
}

export const NEW_DURATION: DurationDraft = { session: false, digits: '0', unit: 'd' };

const PATTERN = /^(\d+)([mhdy])$/;

export function parseDuration(value: string): DurationDraft {
  if (value === SESSION) return { ...NEW_DURATION, session: true };
  const match = PATTERN.exec(value);
  return match ? { session: false, digits: match[1]!, unit: match[2] as DurationUnit } : NEW_DURATION;
}

/** The message for digits that are not 1..900, or null when they are fine. */
export function digitsError(draft: DurationDraft, t: TFunction): string | null {
  if (draft.session) return null;
  if (!/^\d+$/.test(draft.digits)) return t('cookies.duration.digitsError', { max: MAX_DURATION });
  const n = Number(draft.digits);
  return n >= 1 && n <= MAX_DURATION ? null : t('cookies.duration.digitsError', { max: MAX_DURATION });
}

/** The API's text ('session', '30d'); call only when digitsError is null. */
export function formatDuration(draft: DurationDraft): string {
  return draft.session ? SESSION : `${Number(draft.digits)}${draft.unit}`;
}

/** '30d' → '30 days', 'session' → 'Session'. */
export function describeDuration(value: string, t: TFunction): string {
  if (value === SESSION) return t('cookies.duration.session');
  const match = PATTERN.exec(value);
  const unit = match && DURATION_UNITS.find((u) => u.letter === match[2]);
  if (!match || !unit) return value;
  return t(unit.countKey, { count: Number(match[1]) });
}
