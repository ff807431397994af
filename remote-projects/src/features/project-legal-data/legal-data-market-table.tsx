import { Button } from '@ottilia/shared-ui';
import { type Column, DataTable } from '@ottilia/shared-ui/editing';
import { formatDate } from '../../lib/format';
import type { LegalDataSummary } from './legal-data';
import { useProjectsStrings } from '../../i18n/strings';

export interface LegalDataMarketTableProps {
  markets: readonly LegalDataSummary[];
  loading: boolean;
  selected: string | null;
  onOpen(market: LegalDataSummary): void;
}

/** The project's markets with whether their legal data is filled in and approved; a market opens its form. */
export function LegalDataMarketTable({ markets, loading, selected, onOpen }: LegalDataMarketTableProps) {
  const { t } = useProjectsStrings();
  const columns: Column<LegalDataSummary>[] = [
    {
      key: 'countryName',
      header: t('common.market'),
      render: (market) => (
        <Button
          variant="transparent"
          size="small"
          aria-current={market.marketCode === selected || undefined}
          onClick={() => onOpen(market)}
        >
          {market.countryName}
        </Button>
      ),
    },
    { key: 'filled', header: t('common.legalData'), render: (market) => t(market.filled ? 'legalData.filled' : 'legalData.notFilled') },
    {
      key: 'isApproved',
      header: t('legal.approved'),
      render: (market) => t(market.isApproved ? 'status.approved' : 'legalData.notApproved'),
    },
    { key: 'updatedAt', header: t('legalData.lastUpdated'), render: (market) => (market.updatedAt ? formatDate(market.updatedAt) : '—') },
  ];
  return (
    <DataTable
      caption={t('legalData.byMarket')}
      columns={columns}
      rows={markets}
      rowKey={(market) => market.marketCode}
      loading={loading}
      emptyState={t('legalData.noMarkets')}
    />
  );
}
