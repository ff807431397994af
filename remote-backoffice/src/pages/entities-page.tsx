/** Route /backoffice/entities (exact). */
export default function EntitiesPage() {
  return (
    <>
      <h1>Legal entities</h1>
      <p>Legal entities of the group and their countries.</p>
    </>
  );
}
