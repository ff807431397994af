import { ALERT_MESSAGES, Button, color, fontWeights, PageHeader, row, space, stack, useCopy, VisuallyHidden } from '@ottilia/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, shortId } from '../../lib/format';
import type { Project } from '../../lib/project';
import { StatusBadge } from './status-badge';
import { useProjectsStrings } from '../../i18n/strings';

export interface ProjectHeaderProps {
  project: Project;
  /** Buttons next to the title, e.g. the status actions. */
  actions?: ReactNode;
}

/** Name, status, short id with copy buttons, created and go-live dates. */
export function ProjectHeader({ project, actions }: ProjectHeaderProps) {
  const copy = useCopy();
  const { t } = useProjectsStrings();
  return (
    <Header>
      <PageHeader>
        <Title>
          <h1>{project.name}</h1>
          <StatusBadge status={project.status} />
        </Title>
        {actions}
      </PageHeader>
      <Facts>
        <Fact>
          <dt>{t('common.id')}</dt>
          <dd>
            <span title={project.uuid}>
              <span aria-hidden="true">{shortId(project.uuid)}</span>
              <VisuallyHidden>{project.uuid}</VisuallyHidden>
            </span>
            <Button variant="secondary" size="xsmall" onClick={() => void copy(project.uuid, ALERT_MESSAGES.idCopied)}>
              {t('detail.copyId')}
            </Button>
            <Button variant="secondary" size="xsmall" onClick={() => void copy(window.location.href, ALERT_MESSAGES.urlCopied)}>
              {t('detail.copyUrl')}
            </Button>
          </dd>
        </Fact>
        <Fact>
          <dt>{t('common.created')}</dt>
          <dd>{formatDate(project.createdAt)}</dd>
        </Fact>
        <Fact>
          <dt>{t('common.goLive')}</dt>
          <dd>{project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : t('common.notSet')}</dd>
        </Fact>
      </Facts>
    </Header>
  );
}

const Header = styled.header`${stack(16)}`;

const Title = styled.div`${row(12)}`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(12, 32)};
  margin: 0;
`;

const Fact = styled.div`
  ${stack(4)}

  dt {
    color: ${color('textMuted')};
    font-weight: ${fontWeights.bold};
  }

  dd {
    ${row(8)}
    margin: 0;
  }
`;
