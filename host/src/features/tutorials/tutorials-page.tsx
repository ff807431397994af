import { useTranslation } from '../../i18n/use-translation';

interface Topic {
  title: string;
  text: string;
}

/** /ottilia-tutorials: short guides for the everyday work in the portal. */
export function TutorialsPage() {
  const { t } = useTranslation();
  const topics = t('tutorials.topics', { returnObjects: true }) as readonly Topic[];
  return (
    <section aria-labelledby="tutorials-title">
      <h1 id="tutorials-title">{t('tutorials.title')}</h1>
      <p>{t('tutorials.intro')}</p>
      {topics.map((topic) => (
        <article key={topic.title}>
          <h2>{topic.title}</h2>
          <p>{topic.text}</p>
        </article>
      ))}
    </section>
  );
}
