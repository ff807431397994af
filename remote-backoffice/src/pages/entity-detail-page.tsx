import { useParams } from 'react-router-dom';

/** Route /backoffice/entities/:id. */
export default function EntityDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>Legal entity</h1>
      <p>Details of legal entity {id}.</p>
    </>
  );
}
