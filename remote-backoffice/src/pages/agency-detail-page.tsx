import { useParams } from 'react-router-dom';

/** Route /backoffice/agencies/:id. */
export default function AgencyDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>Agency</h1>
      <p>Details and review of agency {id}.</p>
    </>
  );
}
