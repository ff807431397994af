/** The users remote's strings: its bundled English registered as namespace `users`, and the hook that renders them. */
import { registerStrings } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { en } from './en';

export const NS = 'users';
registerStrings(NS, en);
export const useUsersStrings = () => useTranslation(NS);

/** t of this namespace, for the definitions (list, detail, form) built at render. */
export type UsersT = ReturnType<typeof useUsersStrings>['t'];
