/** Test support: this remote's pages at their routes (renderRemote with its harness routes). */
import { renderRemote } from '@ottilia/shared-admin/testing';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import type { FakeApi } from './fake-api';

export const renderPage = (api: FakeApi, url: string) => renderRemote(api, { url, routes: HARNESS_ROUTES });
