import { FieldValues } from '@ottilia/shared-ui/editing';
import { formatDate } from '../../lib/format';
import { OTHER_AGENCY_LABEL, PROJECT_LABELS, type Project } from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import { marketNames } from './overview-draft';

/** The overview's fields as label / value pairs. */
export function OverviewView({ project, choices }: { project: Project; choices: ProjectChoices | undefined }) {
  return (
    <FieldValues
      items={[
        { label: PROJECT_LABELS.name, value: project.name },
        { label: PROJECT_LABELS.agencyEid, value: project.agency?.name ?? OTHER_AGENCY_LABEL },
        { label: PROJECT_LABELS.brandEid, value: project.brand.name },
        { label: PROJECT_LABELS.projectTypeEid, value: project.projectType.name },
        { label: PROJECT_LABELS.estimatedGoLiveDate, value: project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : 'Not set' },
        { label: PROJECT_LABELS.markets, value: marketNames(project.markets, choices) || 'None yet' },
      ]}
    />
  );
}
