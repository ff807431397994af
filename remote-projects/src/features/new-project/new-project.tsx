/** /new-project (spec section 2): for people who may create projects (the host gates the route too). */
import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert, LoadingIndicator, PageStack } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import { PROJECTS_PATH } from '../../lib/project';
import { NewProjectForm } from './new-project-form';

export function NewProject() {
  const { me, can } = useCurrentUser();
  return (
    <PageStack>
      <div>
        <h1>New project</h1>
        <p>Create a website project with its agency, brand and type of website.</p>
      </div>
      {!me ? (
        <LoadingIndicator label="Loading" />
      ) : can('projectsCreate') ? (
        <NewProjectForm />
      ) : (
        <>
          <Alert type="error" message="You may not create projects. Your role does not include creating projects." />
          <Link to={PROJECTS_PATH}>Back to Projects</Link>
        </>
      )}
    </PageStack>
  );
}
