/** The release trial's strings, added when its page or banner loads. */
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './release-trial.en';

addLazyStrings(en);
