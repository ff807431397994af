/**
 * shared-admin's strings (namespace admin). shared-admin is a shared chunk the host may load too,
 * so components use shared-ui's light useStrings, not react-i18next; plain functions (labels
 * built outside React, upload errors) read the shared i18next instance through translate.
 */
import { initI18n, registerStrings, useStrings } from '@ottilia/shared-ui';
import { en } from './en';

export const NS = 'admin';
registerStrings(NS, en);

export const useAdminStrings = () => useStrings(NS);

/** t of the admin namespace outside React (the shared instance, in its current language). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return initI18n().t(key, { ...options, ns: NS });
}
