/**
 * Planned go-lives per month as columns (decoration, hidden from assistive technology), with a
 * one-sentence summary and the figures as a table behind a disclosure.
 */
import styled from 'styled-components';
import { color, fontSizes, radii, space } from '@ottilia/shared-ui';
import type { WireDashboard } from '@ottilia/shared-contracts/wire';
import { useTranslation } from '../../i18n/use-translation';

/** One month of GET /dashboard's goLivesByMonth ('2026-03'). */
export type MonthCount = WireDashboard['goLivesByMonth'][number];

const monthName = (month: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('en', { month: style, year: style === 'long' ? 'numeric' : undefined, timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${space(4)};
  align-items: end;
  height: 160px;
  padding-top: ${space(20)};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  height: 100%;
  min-width: 0;
  font-size: ${fontSizes.xsmall}px;
`;

const Fill = styled.div`
  width: 70%;
  min-height: 2px;
  border-radius: ${radii.small}px ${radii.small}px 0 0;
  background: ${color('primary')};
`;

const Label = styled.span`
  margin-top: ${space(4)};
  color: ${color('textMuted')};
`;

const Disclosure = styled.details`
  margin-top: ${space(12)};

  summary {
    cursor: pointer;
    width: fit-content;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${space(8)};
  }

  th, td {
    padding: ${space(4)} 0;
    text-align: start;
  }
`;

export function MonthChart({ months, labelledBy }: { months: readonly MonthCount[]; labelledBy: string }) {
  const { t } = useTranslation();
  const largest = Math.max(0, ...months.map((m) => m.count));
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const busiest = months.find((m) => m.count === largest);
  return (
    <>
      <p>
        {total > 0 && busiest
          ? t('dashboard.charts.goLivesSummary', { total, busiest: monthName(busiest.month, 'long'), count: largest })
          : t('dashboard.charts.goLivesNone')}
      </p>
      <Columns aria-hidden="true">
        {months.map((m) => (
          <Column key={m.month}>
            <span>{m.count}</span>
            {/* the count and month label take about 36 px of the column */}
            <Fill style={{ height: `calc((100% - 36px) * ${largest ? m.count / largest : 0})` }} />
            <Label>{monthName(m.month, 'short')}</Label>
          </Column>
        ))}
      </Columns>
      <Disclosure>
        <summary>{t('dashboard.charts.showTable')}</summary>
        <table aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.charts.month')}</th>
              <th scope="col">{t('dashboard.charts.projects')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month, 'long')}</th>
                <td>{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Disclosure>
    </>
  );
}
