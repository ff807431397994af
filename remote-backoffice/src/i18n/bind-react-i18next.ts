// Where no host binds react-i18next to the shared i18next instance (this remote's own page and
// its tests), bind it the same way, so components render the bundled English, never keys.
import { initI18n } from '@ottilia/shared-ui';
import { initReactI18next } from 'react-i18next';

initReactI18next.init(initI18n());
