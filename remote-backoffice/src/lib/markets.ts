/**
 * Markets: the codes agencies and legal entities refer to. 'GO' is the Global
 * market; every other code is shown as its country name (spec section 3).
 */
import { MARKETS_API, useSelectList, type ListFilter } from '@ottilia/shared-admin';
import { type SelectOption } from '@ottilia/shared-ui/editing';
import { useBackofficeStrings, type BackofficeT } from '../i18n/strings';

export const GLOBAL_MARKET = 'GO';

/** 'Global' for GO, otherwise the country name (or the code while no name is known). */
export function marketLabel(t: BackofficeT, code: string, countryName?: string | null): string {
  if (code === GLOBAL_MARKET) return t('markets.global');
  return countryName || code;
}

/** The select list of markets, Global first, then by country name. */
export function useMarketOptions(): readonly SelectOption[] {
  const { t } = useBackofficeStrings();
  const { data } = useSelectList(MARKETS_API, { orderBy: 'countryName asc' });
  const markets = data?.content ?? [];
  return [...markets]
    .sort((a, b) => Number(b.code === GLOBAL_MARKET) - Number(a.code === GLOBAL_MARKET))
    .map((market) => ({ value: market.code, label: marketLabel(t, market.code, market.countryName) }));
}

/** A filter on a market code field; its options come from useMarketOptions. */
export function marketFilter(param: string, label: string, field: string): ListFilter {
  return { param, label, field, options: [], literal: (value) => (/^[A-Z]{2}$/.test(value) ? value : undefined) };
}
