/** The dashboard's charts and figures for one answer of GET /dashboard. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, fontSizes, fontWeights, media, radii, space } from '@ottilia/shared-ui';
import type { WireDashboard } from '@ottilia/shared-contracts/wire';
import { AGENCIES_COLLECTION } from '../../data/dashboard';
import { useTranslation } from '../../i18n/use-translation';
import { recordScreen } from '../../remotes/record-screens';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import { BarTable, type BarRow } from './bar-table';
import { MonthChart } from './month-chart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(24)};

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section<{ $wide?: boolean }>`
  min-width: 0;
  padding: ${space(16)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.medium}px;
  background: ${color('background')};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  h2 {
    margin: 0 0 ${space(12)};
    font-size: ${fontSizes.large}px;
  }

  p {
    margin: 0 0 ${space(8)};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${space(12)};
  margin: 0;

  div {
    padding: ${space(12)};
    border-radius: ${radii.small}px;
    background: ${color('surface')};
  }

  dt {
    color: ${color('textMuted')};
    font-size: ${fontSizes.small}px;
  }

  dd {
    margin: ${space(4)} 0 0;
    font-size: ${fontSizes.xlarge}px;
    font-weight: ${fontWeights.bold};
  }
`;

type Breakdown = WireDashboard['byAgency'];

function breakdownRows(breakdown: Breakdown, otherLabel: (count: number) => string): BarRow[] {
  const rows: BarRow[] = breakdown.items.map((item) => ({ key: item.key ?? '(none)', label: item.label, count: item.count }));
  if (breakdown.otherGroups > 0)
    rows.push({ key: '(other)', label: otherLabel(breakdown.otherGroups), count: breakdown.otherCount, remainder: true });
  return rows;
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

export function DashboardFigures({ data }: { data: WireDashboard }) {
  const { t } = useTranslation();
  const manifests = loadedManifests(useRemoteRoutes());
  const projects = t('dashboard.charts.projects');
  const other = (count: number) => t('dashboard.charts.other', { count });
  const hours = (value: number | null) => {
    if (value === null) return t('dashboard.reviews.none');
    return value >= 48 ? t('dashboard.reviews.days', { days: Math.round(value / 24) }) : t('dashboard.reviews.hours', { hours: value });
  };
  const { coverage, reviews, agenciesPendingReview: pending } = data;
  const coverageRows: BarRow[] = (['cookieConsentEnabled', 'withCookies', 'ageGateEnabled', 'withAgeGate'] as const).map((name) => ({
    key: name,
    label: t(`dashboard.coverage.${name}`),
    count: coverage[name],
    value: t('dashboard.coverage.value', {
      count: coverage[name],
      total: coverage.projects,
      percent: percent(coverage[name], coverage.projects),
    }),
  }));
  const breakdowns = [
    {
      id: 'market',
      rows: breakdownRows(data.byMarket, other),
      column: t('dashboard.filters.market'),
      note: t('dashboard.charts.marketNote'),
    },
    { id: 'agency', rows: breakdownRows(data.byAgency, other), column: t('dashboard.filters.agency') },
    { id: 'brand', rows: breakdownRows(data.byBrand, other), column: t('dashboard.filters.brand') },
  ];
  return (
    <Grid>
      <Card aria-labelledby="chart-status">
        <h2 id="chart-status">{t('dashboard.charts.status')}</h2>
        <BarTable
          labelledBy="chart-status"
          columns={[t('dashboard.charts.status'), projects]}
          rows={data.byStatus.map((s) => ({ key: s.status, label: t(`dashboard.statuses.${s.status}`), count: s.count }))}
        />
      </Card>
      <Card aria-labelledby="chart-reviews">
        <h2 id="chart-reviews">{t('dashboard.reviews.title')}</h2>
        <Stats>
          <div>
            <dt>{t('dashboard.reviews.submitted')}</dt>
            <dd>{reviews.submitted}</dd>
          </div>
          <div>
            <dt>{t('dashboard.reviews.pending')}</dt>
            <dd>{reviews.pending}</dd>
          </div>
          <div>
            <dt>{t('dashboard.reviews.approved')}</dt>
            <dd>{reviews.approved}</dd>
          </div>
          <div>
            <dt>{t('dashboard.reviews.rejected')}</dt>
            <dd>{reviews.rejected}</dd>
          </div>
          <div>
            <dt>{t('dashboard.reviews.median')}</dt>
            <dd>{hours(reviews.medianHoursToApproval)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.reviews.average')}</dt>
            <dd>{hours(reviews.averageHoursToApproval)}</dd>
          </div>
        </Stats>
      </Card>
      <Card $wide aria-labelledby="chart-go-lives">
        <h2 id="chart-go-lives">{t('dashboard.charts.goLives')}</h2>
        <MonthChart labelledBy="chart-go-lives" months={data.goLivesByMonth} />
        {data.goLivesEarlier > 0 && <p>{t('dashboard.charts.goLivesEarlier', { count: data.goLivesEarlier })}</p>}
      </Card>
      {breakdowns.map(({ id, rows, column, note }) => (
        <Card key={id} aria-labelledby={`chart-${id}`}>
          <h2 id={`chart-${id}`}>{t(`dashboard.charts.${id}`)}</h2>
          {note && <p>{note}</p>}
          <BarTable labelledBy={`chart-${id}`} columns={[column, projects]} rows={rows} />
        </Card>
      ))}
      <Card aria-labelledby="chart-coverage">
        <h2 id="chart-coverage">{t('dashboard.coverage.title')}</h2>
        <BarTable
          labelledBy="chart-coverage"
          columns={[t('dashboard.coverage.title'), projects]}
          rows={coverageRows}
          scale={Math.max(1, coverage.projects)}
        />
      </Card>
      <Card aria-labelledby="chart-agencies">
        <h2 id="chart-agencies">{t('dashboard.agencies.title')}</h2>
        <Stats>
          <div>
            <dt>{t('dashboard.agencies.title')}</dt>
            <dd>{pending.count}</dd>
          </div>
        </Stats>
        {pending.oldest.length === 0 ? (
          <p>{t('dashboard.agencies.none')}</p>
        ) : (
          <>
            <h3>{t('dashboard.agencies.oldest')}</h3>
            <ul>
              {pending.oldest.map((agency) => {
                const to = recordScreen(manifests, AGENCIES_COLLECTION, agency);
                return <li key={agency.eid}>{to ? <Link to={to}>{agency.name}</Link> : agency.name}</li>;
              })}
            </ul>
          </>
        )}
      </Card>
    </Grid>
  );
}
