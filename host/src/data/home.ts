/**
 * The host's data layer (this folder): the requests of /home, the command palette and the
 * dashboard, one module per area so each loads with its screen. The host keeps its own rather
 * than loading shared-admin's (src/data there), which /home must not fetch.
 *
 * This module: "What to act on next" on /home. The remotes declare the lists (their route
 * manifests' `actNext`: an API read and the screens of its rows), the host asks for their first
 * rows; so the host names none of their API paths or filters.
 */
import type { ApiKey } from '@ottilia/shared-auth';
import type { PrefetchRead } from '@ottilia/shared-auth/route-manifest';

const ACT_NEXT_SIZE = 5;

/** The SWR key of a declared list's first rows. */
export const actNextKey = (read: PrefetchRead): ApiKey => [read.path, { ...read.query, page: 1, size: ACT_NEXT_SIZE }];
