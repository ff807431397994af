/** The projects a user is a member of that the reader may see (GET /users/{id}/projects, by name). */
import { userProjectsKey } from '@ottilia/shared-admin';
import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import { Alert, LoadingIndicator, space } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUsersStrings } from '../../i18n/strings';

export function UserProjects({ eid }: { eid: string }) {
  const { can } = useCurrentUser();
  const { t } = useUsersStrings();
  // the API answers only those who read projects
  const { data, error, mutate } = useRead(can('projectsRead') ? userProjectsKey(eid) : null, { revalidateOnFocus: false });
  if (!can('projectsRead')) return null;
  return (
    <Section aria-labelledby="user-projects">
      <SectionHeading>
        <h2 id="user-projects">{t('projects.heading')}</h2>
      </SectionHeading>
      {error ? (
        <Alert
          type="error"
          message={error.message}
          reference={errorReference(error)}
          action={() => void mutate()}
          actionName={t('projects.retry')}
        />
      ) : !data ? (
        <LoadingIndicator label={t('projects.loading')} />
      ) : data.length === 0 ? (
        <p>{t('projects.none')}</p>
      ) : (
        <ProjectLinks>
          {data.map((project) => (
            <li key={project.uuid}>
              <Link to={`/projects/${encodeURIComponent(project.uuid)}`}>{project.name}</Link>
            </li>
          ))}
        </ProjectLinks>
      )}
    </Section>
  );
}

// long project names wrap rather than widen a phone's page
const ProjectLinks = styled.ul`
  display: grid;
  gap: ${space(8)};
  margin: 0;
  padding-left: ${space(20)};
  overflow-wrap: anywhere;
`;
