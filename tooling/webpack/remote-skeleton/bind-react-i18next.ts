// Where no host binds react-i18next to the shared i18next instance (a remote's own page and its
// tests: jest.config.mjs sets this file up for every remote), bind it the same way, so components
// render the bundled English, never keys. Packages resolve from the remote's node_modules.
import { initI18n } from '@ottilia/shared-ui';
import { initReactI18next } from 'react-i18next';

initReactI18next.init(initI18n());
