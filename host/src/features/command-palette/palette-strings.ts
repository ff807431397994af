/** The palette's strings beyond its launcher's (host en.ts), added when its chunk loads. */
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './palette.en';

addLazyStrings(en);
