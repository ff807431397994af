// Components translate with react-i18next bound to the shared instance, as the host binds it.
import { initI18n } from '@ottilia/shared-ui';
import { initReactI18next } from 'react-i18next';

initReactI18next.init(initI18n());
