import { ResourceList } from '@ottilia/shared-admin/screens';
import { translationStrings } from '../features/translations/translation-strings';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/translations; rendered inside the host's router, shell and API providers. */
export default function TranslationsPage() {
  const { screens } = useScreens(translationStrings);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
