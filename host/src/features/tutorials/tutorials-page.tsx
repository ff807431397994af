import { useCurrentUser } from '@ottilia/shared-auth';
import { space } from '@ottilia/shared-ui';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { searchTutorials, tutorialBySlug, type Tutorial } from './tutorial-content';
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './tutorials.en';
import { useTranslation } from '../../i18n/use-translation';

addLazyStrings(en);

/**
 * /ottilia-tutorials (searchable list; the search is kept in the URL as ?q=) and
 * /ottilia-tutorials/<slug> (one tutorial). Loaded lazily with its content.
 */
export default function TutorialsRoute() {
  const { slug } = useParams();
  return slug ? <TutorialView slug={slug} /> : <TutorialList />;
}

function TutorialList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const { me } = useCurrentUser();
  // what the user's role cannot do is not offered (while the user loads, everything is, as routes are)
  const found = searchTutorials(query).filter((tutorial) => !me || !tutorial.offeredTo || tutorial.offeredTo(me.roles));
  const searchId = useId();
  return (
    <Page aria-labelledby="tutorials-title">
      <h1 id="tutorials-title">{t('tutorials.title')}</h1>
      <p>{t('tutorials.intro')}</p>
      <Search role="search">
        <label htmlFor={searchId}>{t('tutorials.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        />
      </Search>
      <p role="status">{found.length === 0 ? t('tutorials.noResults', { query }) : t('tutorials.results', { count: found.length })}</p>
      <List>
        {found.map((tutorial) => (
          <li key={tutorial.slug}>
            <h2>
              <Link to={`/ottilia-tutorials/${tutorial.slug}`}>{tutorial.title}</Link>
            </h2>
            <p>{tutorial.summary}</p>
          </li>
        ))}
      </List>
    </Page>
  );
}

function TutorialView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const tutorial = tutorialBySlug(slug);
  if (!tutorial) {
    return (
      <Page aria-labelledby="tutorial-title">
        <h1 id="tutorial-title">{t('tutorials.title')}</h1>
        <p>{t('tutorials.notFound')}</p>
        <Link to="/ottilia-tutorials">{t('tutorials.back')}</Link>
      </Page>
    );
  }
  return <TutorialArticle tutorial={tutorial} />;
}

function TutorialArticle({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="tutorial-title">
      <Link to="/ottilia-tutorials">{t('tutorials.back')}</Link>
      <h1 id="tutorial-title">{tutorial.title}</h1>
      <p>{tutorial.summary}</p>
      <p>
        <strong>{t('tutorials.who')}:</strong> {tutorial.who}
      </p>
      <h2>{t('tutorials.steps')}</h2>
      <ol>
        {tutorial.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {tutorial.tips && (
        <>
          <h2>{t('tutorials.tips')}</h2>
          <ul>
            {tutorial.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${space(12)};
  max-width: 72ch;
  min-width: 0;
  overflow-wrap: anywhere;

  h1,
  h2,
  p {
    margin: 0;
  }

  li + li {
    margin-top: ${space(8)};
  }
`;

const Search = styled.div`
  display: grid;
  gap: ${space(4)};
  max-width: 420px;

  input {
    min-height: 40px;
    padding: ${space(4, 8)};
    font: inherit;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space(16)};
  margin: 0;
  padding: 0;
  list-style: none;

  h2 {
    font-size: 1.125rem;
  }
`;
