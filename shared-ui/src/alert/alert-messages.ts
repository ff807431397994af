import { en } from '../i18n/en';

/**
 * Messages of the success alert banner (spec section 2), in English: pass one to showAlert and
 * the banner shows it in the current language (strings `alerts.<key>` of the 'ui' namespace).
 */
export const ALERT_MESSAGES = en.alerts;

export type AlertMessageKey = keyof typeof ALERT_MESSAGES;

/** Shown when the banner is raised without a message; the spec gives it without "!". */
export const DEFAULT_ALERT_MESSAGE = en.alert.default;
