/** /new-project (spec section 2): for people who may create projects (the host gates the route too). */
import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert, LoadingIndicator, PageStack } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import { PROJECTS_ROUTE } from '../../lib/project';
import { NewProjectForm } from './new-project-form';
import { useProjectsStrings } from '../../i18n/strings';

export function NewProject() {
  const { me, can } = useCurrentUser();
  const { t } = useProjectsStrings();
  return (
    <PageStack>
      <div>
        <h1>{t('newProject.title')}</h1>
        <p>{t('newProject.intro')}</p>
      </div>
      {!me ? (
        <LoadingIndicator label={t('common.loading')} />
      ) : can('projectsCreate') ? (
        <NewProjectForm />
      ) : (
        <>
          <Alert type="error" message={t('newProject.notAllowed')} />
          <Link to={PROJECTS_ROUTE}>{t('newProject.back')}</Link>
        </>
      )}
    </PageStack>
  );
}
