import { ALERT_MESSAGES, Button, color, fontWeights, PageHeader, space, useCopy, VisuallyHidden } from '@ottilia/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@ottilia/shared-ui/editing';
import { formatDate, shortId } from '../../lib/format';
import type { Project } from '../../lib/project';
import { StatusBadge } from './status-badge';

export interface ProjectHeaderProps {
  project: Project;
  /** Buttons next to the title, e.g. the status actions. */
  actions?: ReactNode;
}

/** Name, status, short id with copy buttons, created and go-live dates. */
export function ProjectHeader({ project, actions }: ProjectHeaderProps) {
  const copy = useCopy();
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
          <dt>ID</dt>
          <dd>
            <span title={project.uuid}>
              <span aria-hidden="true">{shortId(project.uuid)}</span>
              <VisuallyHidden>{project.uuid}</VisuallyHidden>
            </span>
            <Button variant="secondary" size="xsmall" onClick={() => void copy(project.uuid, ALERT_MESSAGES.idCopied)}>
              Copy ID
            </Button>
            <Button variant="secondary" size="xsmall" onClick={() => void copy(window.location.href, ALERT_MESSAGES.urlCopied)}>
              Copy URL
            </Button>
          </dd>
        </Fact>
        <Fact>
          <dt>Created</dt>
          <dd>{formatLongDate(project.createdAt)}</dd>
        </Fact>
        <Fact>
          <dt>Estimated go-live</dt>
          <dd>{project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : 'Not set'}</dd>
        </Fact>
      </Facts>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space(16)};
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(12)};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(12, 32)};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};

  dt {
    color: ${color('textMuted')};
    font-weight: ${fontWeights.bold};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(8)};
    margin: 0;
  }
`;
