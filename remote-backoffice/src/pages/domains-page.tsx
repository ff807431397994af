/** Route /backoffice/domains (exact). */
export default function DomainsPage() {
  return (
    <>
      <h1>Email Domains</h1>
      <p>E-mail domains allowed for portal users.</p>
    </>
  );
}
