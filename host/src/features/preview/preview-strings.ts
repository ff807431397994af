/**
 * The strings of the preview round trip and the environments list, added to the host's namespace
 * when their chunk loads (only the list's title is in en.ts, see i18n/lazy-strings.ts).
 */
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './preview.en';

addLazyStrings(en);
