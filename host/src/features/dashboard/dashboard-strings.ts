/**
 * The dashboard's strings, added to the shared i18next instance when its chunk loads: they stay
 * out of the first load of /home (only the title, which the nav and the page title need, is in
 * the host's en.ts).
 */
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './dashboard.en';

addLazyStrings(en);
