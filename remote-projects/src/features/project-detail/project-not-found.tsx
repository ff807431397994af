import { PageStack, primaryLinkStyle } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PROJECTS_PATH } from '../../lib/project';

/**
 * The API answers 404 both for a project that does not exist and for one the user may not see
 * (DESIGN: invisible is 404), so the page cannot tell them apart and says both.
 */
export function ProjectNotFound() {
  return (
    <PageStack>
      <h1>Project not found</h1>
      <p>This project does not exist, or you do not have access to it.</p>
      <BackLink to={PROJECTS_PATH}>Back to projects</BackLink>
    </PageStack>
  );
}

const BackLink = styled(Link)`
  ${primaryLinkStyle}
  align-self: flex-start;
`;
