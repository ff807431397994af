import { useParams, type RouteObject } from 'react-router-dom';
import AgeGateTab from '../pages/age-gate-tab';
import CookiesTab from '../pages/cookies-tab';
import { en } from '../i18n/en';

/** The tabs live inside the project detail in the portal; the harness gives each its own page. */
export const HARNESS_PAGES = [
  { label: en.cookies.heading, href: '/projects/00000000-0000-4000-8000-000000000001/cookies' },
  { label: en.ageGate.heading, href: '/projects/00000000-0000-4000-8000-000000000001/age-gate' },
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
