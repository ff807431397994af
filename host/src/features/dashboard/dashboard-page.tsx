/**
 * /dashboard (dashboardsRead): live figures from GET /dashboard, filtered by the URL's query, and
 * the stage's BI report when it has one. Loaded as its own chunk (the route's `lazy` in app/routes.tsx),
 * so none of it weighs on the first load of /home.
 */
import './dashboard-strings';
import { Button, ErrorReference, LoadingIndicator, PageStack, space } from '@ottilia/shared-ui';
import { errorReference, GENERIC_ERROR } from '@ottilia/shared-auth';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { DashboardFigures } from './dashboard-figures';
import { DashboardFilterForm } from './dashboard-filter-form';
import { isRangeValid, useDashboardFilters } from './dashboard-filters-state';
import { EmbeddedReport } from './embedded-report';
import { useDashboard, useFilterOptions } from './use-dashboard';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(8)} ${space(16)};

  h1, p {
    margin: 0;
  }
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(12)};

  h2, p {
    margin: 0;
  }
`;

export function DashboardPage() {
  const { t } = useTranslation();
  const { filters, setFilter, clearFilters } = useDashboardFilters();
  const options = useFilterOptions();
  const { data: lastData, error, isLoading, isValidating, mutate } = useDashboard(filters);
  const reference = errorReference(error);
  // dates the form refuses (a reversed range, an impossible day): its messages say why, and no
  // figures of earlier filters stay under them as if they answered these
  const [dateProblems, setDateProblems] = useState<Partial<Record<'from' | 'to', boolean>>>({});
  const datesRefused = !isRangeValid(filters) || Object.values(dateProblems).some(Boolean);
  const data = datesRefused ? undefined : lastData;
  // the report sits below the figures: it comes with their first answer, so that answer does not
  // move it down, and stays (its frame is not reloaded by a change of filters)
  const [figuresCame, setFiguresCame] = useState(false);
  if (!figuresCame && (lastData || error)) setFiguresCame(true);
  return (
    <PageStack as="section" aria-labelledby="dashboard-title" aria-busy={isValidating}>
      <Header>
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
        {/* its line is kept while the figures load: the total does not push the page down when it comes */}
        <p aria-live="polite">{data ? t('dashboard.total', { count: data.projects }) : '\u00a0'}</p>
      </Header>
      <p>{t('dashboard.intro')}</p>
      <DashboardFilterForm
        filters={filters}
        options={options}
        onChange={setFilter}
        onClear={clearFilters}
        onDateProblem={(name, problem) => setDateProblems((previous) => ({ ...previous, [name]: Boolean(problem) }))}
      />
      {datesRefused ? null : error ? (
        <Message role="alert">
          <h2>{GENERIC_ERROR.headline}</h2>
          <p>{error.message || GENERIC_ERROR.text}</p>
          {reference && <ErrorReference reference={reference} />}
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('dashboard.retry')}
          </Button>
        </Message>
      ) : isLoading || !data ? (
        <LoadingIndicator label={t('dashboard.loading')} showLabel />
      ) : data.projects === 0 ? (
        <Message>
          <p>{t('dashboard.empty')}</p>
          {Object.keys(filters).length > 0 && (
            <Button variant="secondary" onClick={clearFilters}>
              {t('dashboard.clearFilters')}
            </Button>
          )}
        </Message>
      ) : (
        <DashboardFigures data={data} />
      )}
      {figuresCame && <EmbeddedReport />}
    </PageStack>
  );
}
