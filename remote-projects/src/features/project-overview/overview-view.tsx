import { FieldValues } from '@ottilia/shared-ui/editing';
import { formatDate } from '../../lib/format';
import { OTHER_AGENCY_LABEL, PROJECT_LABELS, type Project } from '../../lib/project';
import type { ProjectChoices } from '../../lib/project-choices';
import { marketNames } from './overview-draft';
import { useProjectsStrings } from '../../i18n/strings';

/** The overview's fields as label / value pairs. */
export function OverviewView({ project, choices }: { project: Project; choices: ProjectChoices | undefined }) {
  const { t } = useProjectsStrings();
  return (
    <FieldValues
      items={[
        { label: t(PROJECT_LABELS.name), value: project.name },
        { label: t(PROJECT_LABELS.agencyEid), value: project.agency?.name ?? t(OTHER_AGENCY_LABEL) },
        { label: t(PROJECT_LABELS.brandEid), value: project.brand.name },
        { label: t(PROJECT_LABELS.projectTypeEid), value: project.projectType.name },
        {
          label: t(PROJECT_LABELS.estimatedGoLiveDate),
          value: project.estimatedGoLiveDate ? formatDate(project.estimatedGoLiveDate) : t('common.notSet'),
        },
        { label: t(PROJECT_LABELS.markets), value: marketNames(project.markets, choices) || t('overview.noneYet') },
      ]}
    />
  );
}
