import { ResourceList } from '@ottilia/shared-admin/screens';
import { newsItems } from '../features/news/news-items';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/news; rendered inside the host's router, shell and API providers. */
export default function NewsPage() {
  const { screens } = useScreens(newsItems);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
