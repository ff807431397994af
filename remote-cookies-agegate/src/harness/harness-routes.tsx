import { SAMPLE_PROJECT_ID } from '@ottilia/shared-auth/demo-accounts';
import { useParams, type RouteObject } from 'react-router-dom';
import AgeGateTab from '../pages/age-gate-tab';
import CookiesTab from '../pages/cookies-tab';
import { en } from '../i18n/en';

/** The tabs live inside the project detail in the portal; the harness gives each its own page, on a project the demo seed writes. */
export const HARNESS_PAGES = [
  { label: en.cookies.heading, href: `/projects/${SAMPLE_PROJECT_ID}/cookies` },
  { label: en.ageGate.heading, href: `/projects/${SAMPLE_PROJECT_ID}/age-gate` },
];

function CookiesRoute() {
  const { id = '' } = useParams();
  return <CookiesTab projectId={id} />;
}

function AgeGateRoute() {
  const { id = '' } = useParams();
  return <AgeGateTab projectId={id} />;
}

export const HARNESS_ROUTES: RouteObject[] = [
  { path: 'projects/:id/cookies', element: <CookiesRoute /> },
  { path: 'projects/:id/age-gate', element: <AgeGateRoute /> },
];
