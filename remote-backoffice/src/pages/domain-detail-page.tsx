import { useParams } from 'react-router-dom';

/** Route /backoffice/domains/:id. */
export default function DomainDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>Email Domain</h1>
      <p>Details of e-mail domain {id}.</p>
    </>
  );
}
