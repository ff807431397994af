import { UserDetailScreen } from '../features/users/user-detail-screen';

/** Route /users/:id: a user's profile, roles and projects (anyone's own profile has no gate). */
export default function UserDetailPage() {
  return <UserDetailScreen />;
}
