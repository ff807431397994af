import { useCurrentUser, type ApiError } from '@ottilia/shared-auth';
import { LoadingIndicator, space } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { fieldText, fillPath, listPage } from '../../data/declared-records';
import { actNextKey } from '../../data/home';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import type { ActNextList } from '../../remotes/route-manifest';
import { actNextLists } from './act-next-lists';
import { LoadFailure } from './news-feed';
import { useReportReady } from './show-together';
import { useTranslation } from '../../i18n/use-translation';

/**
 * What the signed-in user should act on next, one short list per thing their role does, as the
 * loaded remotes declare them (a remote's lists join when its manifest arrives).
 */
export function ActNext() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const lists = actNextLists(loadedManifests(useRemoteRoutes()), me?.roles);
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="act-next-title">
      <h2 id="act-next-title">{t('home.actNext.title')}</h2>
      <Lists>
        {lists.map((list) => (
          <ActNextSection key={list.id} list={list} />
        ))}
      </Lists>
    </section>
  );
}

function ActNextSection({ list }: { list: ActNextList }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useSWR<unknown, ApiError>(actNextKey(list.read));
  useReportReady(`act-next-${list.id}`, Boolean(data || error));
  const titleId = `act-next-${list.id}`;
  const page = data === undefined ? undefined : listPage(data);
  const links = page?.rows.flatMap((row) => {
    const to = fillPath(list.record, row);
    const name = fieldText(row, 'name');
    return to && name ? [{ to, name }] : [];
  });
  return (
    <div role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{list.title}</h3>
      {error ? (
        <LoadFailure text={t('home.actNext.failed')} onRetry={() => void mutate()} />
      ) : !page || !links ? (
        <LoadingIndicator size="small" label={t('home.actNext.loading')} />
      ) : page.total === 0 ? (
        <p>{list.empty}</p>
      ) : (
        <>
          <ul>
            {links.map(({ to, name }) => (
              <li key={to}>
                <Link to={to}>{name}</Link>
              </li>
            ))}
          </ul>
          {page.total > page.rows.length && <Link to={list.list}>{t('home.actNext.all', { count: page.total })}</Link>}
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
