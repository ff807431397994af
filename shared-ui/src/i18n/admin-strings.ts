// Registers the admin entry's English in the 'ui' namespace when its first module loads.
// By package name: the core of the main entry the shell already loaded, not a copy.
import { registerStrings, useStrings } from '@ottilia/shared-ui';
import i18next, { type TOptions } from 'i18next';
import { enAdmin } from './en-admin';

registerStrings('ui', enAdmin);

export const useAdminStrings = () => useStrings('ui');

/** A 'ui' string for helpers called outside a component: in the language of the moment of the call. */
export const adminText = (key: string, options: TOptions = {}): string => i18next.getFixedT(null, 'ui')(key, options);
