import { NewsScreen } from '../features/news/news-screen';

/** Route /backoffice/news; rendered inside the host's router, shell and API providers. */
export default function NewsPage() {
  return <NewsScreen />;
}
