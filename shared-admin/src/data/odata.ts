/** The list queries and OData of the typed collection client (shared-auth's api/odata.ts), for screens and tests of this package. */
export {
  buildFilter,
  DEFAULT_ORDER_BY,
  listQuery,
  odataLiteral,
  selectListQuery,
  SELECT_LIST_SIZE,
} from '@ottilia/shared-auth/typed-collection';
export type { FilterInput, FilterValue, ListRequest } from '@ottilia/shared-auth/typed-collection';
