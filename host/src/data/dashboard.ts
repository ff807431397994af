/** The dashboard's reads: its figures, its BI embed and the select lists of its filters. */
import { readKey } from '@ottilia/shared-auth/typed';
import { SELECT_LIST_SIZE } from '@ottilia/shared-auth/typed-collection';
import type { WireDashboardQuery } from '@ottilia/shared-contracts/wire';

/** The figures for the filters (agency, brand, market, from, to). */
export const dashboardKey = (filters: WireDashboardQuery) => readKey('/dashboard', { query: { ...filters } });

/** The stage's BI embed. */
export const embedInfoKey = () => readKey('/dashboard/embed-info');

/** The agencies' collection: the oldest pending agencies link to the record screen a remote declares for it. */
export const AGENCIES_COLLECTION = '/agencies';

/** A select list: page 0 of 250 (spec section 9). */
const selectList = (orderBy = 'name asc') => ({ page: 0, size: SELECT_LIST_SIZE, $orderBy: orderBy });
export const agencyOptionsKey = () => readKey(AGENCIES_COLLECTION, { query: selectList() });
export const brandOptionsKey = () => readKey('/brands', { query: selectList() });
export const marketOptionsKey = () => readKey('/markets', { query: selectList('countryName asc') });
