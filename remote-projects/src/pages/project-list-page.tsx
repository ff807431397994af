import { ProjectList } from '../features/project-list/project-list';

/** Route /projects (exact); rendered inside the host's router, shell and API providers. */
export default function ProjectListPage() {
  return <ProjectList />;
}
