/**
 * What error reports and breadcrumbs may say (no token, e-mail address, query or record id),
 * re-exported from @ottilia/shared-contracts, where the API's reporter reads the same rules. An
 * entry of its own (`@ottilia/shared-auth/scrub`), bundled into the lazily loaded report code.
 */
export { routeOf, scrub } from '@ottilia/shared-contracts/scrub';
