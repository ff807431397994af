import { useParams } from 'react-router-dom';

/** Route /projects/:id. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  return (
    <>
      <h1>Project</h1>
      <p>Members, reviews, legal data and products of project {id}.</p>
    </>
  );
}
