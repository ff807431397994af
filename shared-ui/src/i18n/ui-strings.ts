// Registers the main entry's English (namespace 'ui') when the first component that renders it
// loads; the components read it with the light hook (no react-i18next on /home's first load).
import { en } from './en';
import { registerStrings, useStrings } from './strings';

export const UI_NAMESPACE = 'ui';
registerStrings(UI_NAMESPACE, en);

export const useUiStrings = () => useStrings(UI_NAMESPACE);
