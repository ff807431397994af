import { useCurrentUser, type ApiError } from '@ottilia/shared-auth';
import { LoadingIndicator, space } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import type { ActNextPage } from '../../data/home';
import { actNextLists, type ActNextList } from './act-next-lists';
import { LoadFailure } from './news-feed';
import { useReportReady } from './show-together';
import { useTranslation } from '../../i18n/use-translation';

/** What the signed-in user should act on next, one short list per thing their role does. */
export function ActNext() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const lists = actNextLists(me?.roles);
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="act-next-title">
      <h2 id="act-next-title">{t('home.actNext.title')}</h2>
      <Lists>{lists.map((list) => <ActNextSection key={list.id} list={list} />)}</Lists>
    </section>
  );
}

function ActNextSection({ list }: { list: ActNextList }) {
  const { t } = useTranslation();
  // typed by the key (/home bundles no part of the typed client, only its types)
  const { data, error, mutate } = useSWR<ActNextPage, ApiError>(list.key);
  useReportReady(`act-next-${list.id}`, Boolean(data || error));
  const titleId = `act-next-${list.id}`;
  return (
    <div role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(`home.actNext.${list.id}.title`)}</h3>
      {error ? (
        <LoadFailure text={t('home.actNext.failed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingIndicator size="small" label={t('home.actNext.loading')} />
      ) : data.totalElements === 0 ? (
        <p>{t(`home.actNext.${list.id}.empty`)}</p>
      ) : (
        <>
          <ul>
            {data.content.map((row) => {
              const id = 'uuid' in row ? row.uuid : row.eid;
              return (
                <li key={id}>
                  <Link to={`${list.recordRoute}/${encodeURIComponent(id)}`}>{row.name}</Link>
                </li>
              );
            })}
          </ul>
          {data.totalElements > data.content.length && (
            <Link to={list.listRoute}>{t('home.actNext.all', { count: data.totalElements })}</Link>
          )}
        </>
      )}
    </div>
  );
}

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${space(24)};

  h3 {
    margin: 0 0 ${space(8)};
  }

  ul {
    margin: 0 0 ${space(8)};
    padding-left: ${space(20)};
  }
`;
