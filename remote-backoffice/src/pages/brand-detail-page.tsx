import { useParams } from 'react-router-dom';

/** Route /backoffice/brands/:id. */
export default function BrandDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>Brand</h1>
      <p>Details of brand {id}.</p>
    </>
  );
}
