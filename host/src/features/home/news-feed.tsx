import { Button, formatLongDate, LoadingIndicator, space } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useNewsPage, type NewsItem } from '../../data/content';
import { useTranslation } from '../../i18n/use-translation';
import { useReportReady } from './show-together';

/** The news of the content service, newest first; "More news" adds the next page below. */
export function NewsFeed() {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useNewsPage(1);
  useReportReady('news', Boolean(first.data || first.error));
  return (
    <section aria-labelledby="news-title">
      <h2 id="news-title">{t('home.news.title')}</h2>
      {first.error ? (
        <LoadFailure text={t('home.news.failed')} onRetry={() => void first.mutate()} />
      ) : !first.data ? (
        <LoadingIndicator size="small" label={t('home.news.loading')} showLabel />
      ) : first.data.totalElements === 0 ? (
        <p>{t('home.news.empty')}</p>
      ) : (
        <>
          <Items>
            {Array.from({ length: pages }, (_, index) => (
              <NewsPageItems key={index + 1} page={index + 1} />
            ))}
          </Items>
          {pages < first.data.totalPages && (
            <Button variant="secondary" size="small" onClick={() => setPages((n) => n + 1)}>
              {t('home.news.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** One page of items, in the list of pages shown so far (each page its own cached read). */
function NewsPageItems({ page }: { page: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useNewsPage(page);
  if (error)
    return (
      <li>
        <LoadFailure text={t('home.news.failed')} onRetry={() => void mutate()} />
      </li>
    );
  if (!data)
    return (
      <li>
        <LoadingIndicator size="small" label={t('home.news.loading')} />
      </li>
    );
  return (
    <>
      {data.content.map((item) => (
        <NewsEntry key={item.eid} item={item} />
      ))}
    </>
  );
}

function NewsEntry({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const headingId = `news-${item.eid}`;
  return (
    <Entry>
      <article aria-labelledby={headingId}>
        {item.image && <Image src={item.image.url} alt={item.image.alt} loading="lazy" />}
        <h3 id={headingId}>{item.title}</h3>
        <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        <p>{item.summary}</p>
        {item.body && (
          <details>
            <summary>{t('home.news.readMore', { title: item.title })}</summary>
            {item.body.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </details>
        )}
        {item.link && (
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            {t('home.news.link', { title: item.title })} {t('nav.opensInNewTab')}
          </a>
        )}
      </article>
    </Entry>
  );
}

/** A failed read: says so and offers to ask again. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <p role="alert">
      {text}{' '}
      <Button variant="transparent" size="small" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </p>
  );
}

const Items = styled.ul`
  display: grid;
  gap: ${space(24)};
  margin: 0 0 ${space(16)};
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  h3 {
    margin: ${space(8)} 0 ${space(4)};
  }

  p {
    margin: ${space(8)} 0;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  max-width: 480px;
  height: auto;
  border-radius: 4px;
`;
