/**
 * Labels the apps give shared-admin (resource names, filter, column and view-row labels, history
 * field names): plain text, shown as given, or translated at render:
 * - a key in an app's namespace: { ns: 'backoffice', key: 'brands.title' } (options: interpolation);
 * - a function of t (shared-admin's t; pick another namespace with t('key', { ns }) or 'ns:key').
 */
import { useStrings } from '@ottilia/shared-ui';
import { isValidElement, useCallback, type ReactNode } from 'react';
import { NS } from './strings';

export type TFunction = ReturnType<typeof useStrings>['t'];

export interface TextKey {
  /** The namespace of the key, e.g. 'backoffice'; shared-admin's own ('admin') when absent. */
  ns?: string;
  key: string;
  /** Interpolation values, count for plurals. */
  options?: Record<string, unknown>;
}

export type Text = string | TextKey | ((t: TFunction) => string);

/** A key of a namespace as a Text: textKey('backoffice', 'brands.title'). */
export const textKey = (ns: string, key: string, options?: Record<string, unknown>): TextKey => ({ ns, key, options });

/** The text to show for a label: plain text as given, a key or function through t. */
export function resolveText(text: Text, t: TFunction): string {
  if (typeof text === 'string') return text;
  if (typeof text === 'function') return text(t);
  return t(text.key, { ...text.options, ns: text.ns ?? NS });
}

/** resolveText with shared-admin's t, rendered again when the language or strings change. */
export function useText(): (text: Text) => string {
  const { t } = useStrings(NS);
  return useCallback((text: Text) => resolveText(text, t), [t]);
}

/** A column header: anything React renders (as shared-ui's Column takes it), or a key or function of t. */
export type NodeText = ReactNode | TextKey | ((t: TFunction) => string);

const isTextKey = (value: unknown): value is TextKey =>
  typeof value === 'object' && value !== null && !isValidElement(value) && typeof (value as Partial<TextKey>).key === 'string';

export function resolveNode(text: NodeText, t: TFunction): ReactNode {
  if (typeof text === 'function') return text(t);
  return isTextKey(text) ? resolveText(text, t) : text;
}
