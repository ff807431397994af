/** Route /backoffice/site-types. */
export default function SiteTypesPage() {
  return (
    <>
      <h1>Types of website</h1>
      <p>Types of website a project can have.</p>
    </>
  );
}
