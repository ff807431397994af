import { NewProject } from '../features/new-project/new-project';

/** Route /new-project; rendered inside the host's router, shell and API providers. */
export default function NewProjectPage() {
  return <NewProject />;
}
