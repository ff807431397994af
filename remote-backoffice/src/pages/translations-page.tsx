import { TranslationsScreen } from '../features/translations/translations-screen';

/** Route /backoffice/translations; rendered inside the host's router, shell and API providers. */
export default function TranslationsPage() {
  return <TranslationsScreen />;
}
