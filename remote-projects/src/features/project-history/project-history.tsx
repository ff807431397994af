/** The project's History tab: the project, its members, legal data and reviews, newest first. */
import { useProjectHistory } from '@ottilia/shared-admin';
import { HistoryPanel } from '@ottilia/shared-ui/admin';
import { describeProjectEntry } from './project-history-entries';
import { useProjectsStrings } from '../../i18n/strings';

export function ProjectHistory({ projectUuid }: { projectUuid: string }) {
  const history = useProjectHistory(projectUuid);
  const { t } = useProjectsStrings();
  return (
    <HistoryPanel
      entries={history.data}
      error={history.error}
      onRetry={() => void history.mutate()}
      describeEntry={(entry) => describeProjectEntry(entry, t)}
    />
  );
}
