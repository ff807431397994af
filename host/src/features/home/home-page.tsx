import { useCurrentUser } from '@ottilia/shared-auth';
import { space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { ActNext } from './act-next';
import { NewsFeed } from './news-feed';
import { PolicyLanguages } from './policy-languages';
import { ShowTogether } from './show-together';
import { useTranslation } from '../../i18n/use-translation';

/** Home: a greeting, what to act on next, the news and the policy languages. */
export function HomePage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  return (
    <Page aria-labelledby="home-title">
      <h1 id="home-title">{t('home.greeting', { name: me?.displayName ?? '' })}</h1>
      <ShowTogether loadingLabel={t('loading')}>
        <ActNext />
        <NewsFeed />
        <PolicyLanguages />
      </ShowTogether>
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${space(32)};
  min-width: 0;

  h1,
  h2 {
    margin: 0 0 ${space(12)};
  }
`;
