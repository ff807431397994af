/**
 * Markets (GET /markets, PUT /markets/{code}, marketsEdit): the country names and minimum ages
 * every market select and age gate reads, maintained by Super Admins. A market is addressed by
 * its code (the identity's `key`), shown in the ID column; the name and the minimum age are edited
 * in a dialog with the market's history below. New markets are not created on screen: their code
 * is their address, which the shared dialog does not take from the form (ADR 0270).
 */
import { MARKET_LIMITS, MARKETS, type WriteBodyOf } from '@ottilia/shared-admin';
import { defineResource } from '@ottilia/shared-admin/screens';
import type { WireMarket } from '@ottilia/shared-contracts/wire';
import { NS, type BackofficeT } from '../../i18n/strings';

export type Market = WireMarket;

/** The form's values are text: the age as typed. */
export type MarketDraft = { countryName: string; minimumAge: string };

/** A whole number is sent as one; anything else as typed, for the API to name what is wrong (400). */
const ageOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : typed);

/** The screen in the current language (built at render: its labels come from t). */
export const markets = (t: BackofficeT) =>
  defineResource<Market, MarketDraft>({
    identity: MARKETS,
    ns: NS,
    searchFields: ['countryName'],
    primary: { key: 'countryName', header: t('markets.fields.countryName') },
    defaultSort: { key: 'countryName', direction: 'asc' },
    bulk: false,
    columns: [{ key: 'minimumAge', header: t('markets.fields.minimumAge'), sortable: true }],
    emptyDraft: { countryName: '', minimumAge: '18' },
    toDraft: ({ countryName, minimumAge }) => ({ countryName, minimumAge: String(minimumAge) }),
    toBody: ({ countryName, minimumAge }) => ({ countryName, minimumAge: ageOf(minimumAge) }) as WriteBodyOf<typeof MARKETS.apiPath>,
    dialog: {
      fields: [
        {
          name: 'countryName',
          label: t('markets.fields.countryName'),
          kind: 'text',
          required: true,
          maxLength: MARKET_LIMITS.countryName.maxLength,
        },
        {
          name: 'minimumAge',
          label: t('markets.fields.minimumAge'),
          kind: 'text',
          required: true,
          maxLength: 2,
          hint: t('markets.minimumAgeHint'),
        },
      ],
      create: false,
      history: true,
      namesRows: 'buttons and title',
    },
  });
