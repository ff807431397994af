/**
 * Markets (GET /markets): the codes agencies and legal entities refer to. 'GO' is the Global
 * market; every other code is shown as its country name (spec section 3).
 */
import type { ListFilter, Page } from '@ottilia/shared-admin';
import { type ApiError, type ApiKey } from '@ottilia/shared-auth';
import { listQuery, SELECT_LIST_SIZE } from '@ottilia/shared-admin';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import type { WireMarket } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';
import { useBackofficeStrings, type BackofficeT } from '../i18n/strings';

export type Market = WireMarket;

export const GLOBAL_MARKET = 'GO';

/** 'Global' for GO, otherwise the country name (or the code while no name is known). */
export function marketLabel(t: BackofficeT, code: string, countryName?: string | null): string {
  if (code === GLOBAL_MARKET) return t('markets.global');
  return countryName || code;
}

/** The select list of markets, Global first, then by country name. */
const MARKETS_KEY: ApiKey = ['/markets', listQuery({ page: 0, size: SELECT_LIST_SIZE, orderBy: 'countryName asc' })];

export function useMarketOptions(): readonly SelectOption[] {
  const { t } = useBackofficeStrings();
  const { data } = useSWR<Page<Market>, ApiError>(MARKETS_KEY, { revalidateOnFocus: false });
  const markets = data?.content ?? [];
  return [...markets]
    .sort((a, b) => Number(b.code === GLOBAL_MARKET) - Number(a.code === GLOBAL_MARKET))
    .map((market) => ({ value: market.code, label: marketLabel(t, market.code, market.countryName) }));
}

/** A filter on a market code field; its options come from useMarketOptions. */
export function marketFilter(param: string, label: string, field: string): ListFilter {
  return { param, label, field, options: [], literal: (value) => (/^[A-Z]{2}$/.test(value) ? value : undefined) };
}
