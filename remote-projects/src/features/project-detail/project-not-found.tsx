import { PageStack, primaryLinkStyle } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PROJECTS_ROUTE } from '../../lib/project';
import { useProjectsStrings } from '../../i18n/strings';

/**
 * The API answers 404 both for a project that does not exist and for one the user may not see
 * (docs/adr/0013-project-roles-and-visibility.md: invisible is 404), so the page cannot tell them apart and says both.
 */
export function ProjectNotFound() {
  const { t } = useProjectsStrings();
  return (
    <PageStack>
      <h1>{t('detail.notFound')}</h1>
      <p>{t('detail.notFoundText')}</p>
      <BackLink to={PROJECTS_ROUTE}>{t('common.backToProjects')}</BackLink>
    </PageStack>
  );
}

const BackLink = styled(Link)`
  ${primaryLinkStyle}
  align-self: flex-start;
`;
