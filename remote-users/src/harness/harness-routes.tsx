import { type RouteObject } from 'react-router-dom';
import UserDetailPage from '../pages/user-detail-page';
import UsersPage from '../pages/users-page';

/** The harness header's links: each exposed page on the path the host gives it. */
export const HARNESS_PAGES = [
  { label: 'Users', href: '/users' },
  { label: 'User detail', href: '/users/5f0c1a2e-0001-4a6b-9c1d-0000000000a1' },
];

export const HARNESS_ROUTES: RouteObject[] = [
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:id', element: <UserDetailPage /> },
];
