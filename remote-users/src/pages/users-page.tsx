import { UserListScreen } from '../features/users/user-list-screen';

/** Route /users (exact); rendered inside the host's router, shell and API providers. */
export default function UsersPage() {
  return <UserListScreen />;
}
