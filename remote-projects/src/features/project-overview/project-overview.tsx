import { errorReference, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, Button, LoadingIndicator } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { useProjectChoices } from '../../lib/project-choices';
import type { ProjectState } from '../../lib/project-record';
import { OverviewEditor } from './overview-editor';
import { OverviewView } from './overview-view';
import { useProjectsStrings } from '../../i18n/strings';

/** The overview section: the project's fields, and their edit form for people who may edit projects. */
export function ProjectOverview({ state }: { state: ProjectState }) {
  const { can } = useCurrentUser();
  const choices = useProjectChoices();
  const [editing, setEditing] = useState(false);
  const { t } = useProjectsStrings();

  let body;
  if (!editing) body = <OverviewView project={state.project} choices={choices.data} />;
  else if (choices.data) body = <OverviewEditor state={state} choices={choices.data} onClose={() => setEditing(false)} />;
  else if (choices.error)
    body = (
      <Alert
        type="error"
        message={choices.error.message}
        reference={errorReference(choices.error)}
        action={() => void choices.mutate()}
        actionName={t('common.retry')}
      />
    );
  else body = <LoadingIndicator label={t('overview.loadingChoices')} />;

  return (
    <Section>
      <SectionHeading>
        <h2>{t('tabs.overview')}</h2>
        {!editing && can('projectsEdit') && <Button onClick={() => setEditing(true)}>{t('overview.edit')}</Button>}
      </SectionHeading>
      {body}
    </Section>
  );
}
