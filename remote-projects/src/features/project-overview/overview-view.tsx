import { color, fontWeights, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { OTHER_AGENCY_LABEL, type Project } from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import { marketNames, OVERVIEW_LABELS } from './overview-draft';

/** The overview's fields as label / value pairs. */
export function OverviewView({ project, choices }: { project: Project; choices: ProjectChoices | undefined }) {
  const rows: [label: string, value: string][] = [
    [OVERVIEW_LABELS.name, project.name],
    [OVERVIEW_LABELS.agencyEid, project.agency?.name ?? OTHER_AGENCY_LABEL],
    [OVERVIEW_LABELS.brandEid, project.brand.name],
    [OVERVIEW_LABELS.projectTypeEid, project.projectType.name],
    [OVERVIEW_LABELS.estimatedGoLiveDate, project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : 'Not set'],
    [OVERVIEW_LABELS.markets, marketNames(project.markets, choices) || 'None yet'],
  ];
  return (
    <List>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${space(12)};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 220px) 1fr;
  gap: ${space(16)};

  dt {
    font-weight: ${fontWeights.bold};
  }

  dd {
    margin: 0;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
`;
