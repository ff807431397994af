import { useParams } from 'react-router-dom';

/** Route /users/:id. */
export default function UserDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>User</h1>
      <p>Profile, role and projects of user {id}.</p>
    </>
  );
}
