import { Button } from '@ottilia/shared-ui';
import { type Column, DataTable, formatLongDate } from '@ottilia/shared-ui/editing';
import type { LegalDataSummary } from './legal-data';

export interface LegalDataMarketTableProps {
  markets: readonly LegalDataSummary[];
  loading: boolean;
  selected: string | null;
  onOpen(market: LegalDataSummary): void;
}

/** The project's markets with whether their legal data is filled in and approved; a market opens its form. */
export function LegalDataMarketTable({ markets, loading, selected, onOpen }: LegalDataMarketTableProps) {
  const columns: Column<LegalDataSummary>[] = [
    {
      key: 'countryName',
      header: 'Market',
      render: (market) => (
        <Button variant="transparent" size="small" aria-current={market.marketCode === selected || undefined} onClick={() => onOpen(market)}>
          {market.countryName}
        </Button>
      ),
    },
    { key: 'filled', header: 'Legal data', render: (market) => (market.filled ? 'Filled in' : 'Not filled in') },
    { key: 'isApproved', header: 'Approved by legal', render: (market) => (market.isApproved ? 'Approved' : 'Not approved') },
    { key: 'updatedAt', header: 'Last updated', render: (market) => (market.updatedAt ? formatLongDate(market.updatedAt) : '—') },
  ];
  return (
    <DataTable
      caption="Legal data by market"
      columns={columns}
      rows={markets}
      rowKey={(market) => market.marketCode}
      loading={loading}
      emptyState="This project has no markets yet: add them in the overview."
    />
  );
}
