/** Route /backoffice/agencies (exact). */
export default function AgenciesPage() {
  return (
    <>
      <h1>Agencies</h1>
      <p>Partner agencies, their markets and review status.</p>
    </>
  );
}
