/** Route /users (exact). */
export default function UsersPage() {
  return (
    <>
      <h1>Users</h1>
      <p>Portal users, their roles and agencies.</p>
    </>
  );
}
