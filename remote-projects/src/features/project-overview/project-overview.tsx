import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert, Button, LoadingIndicator } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { useProjectChoices } from '../../lib/project-choices';
import type { ProjectState } from '../../lib/project-record';
import { OverviewEditor } from './overview-editor';
import { OverviewView } from './overview-view';

/** The overview section: the project's fields, and their edit form for people who may edit projects. */
export function ProjectOverview({ state }: { state: ProjectState }) {
  const { can } = useCurrentUser();
  const choices = useProjectChoices();
  const [editing, setEditing] = useState(false);

  let body;
  if (!editing) body = <OverviewView project={state.project} choices={choices.data} />;
  else if (choices.data) body = <OverviewEditor state={state} choices={choices.data} onClose={() => setEditing(false)} />;
  else if (choices.error) body = <Alert type="error" message={choices.error.message} action={() => void choices.mutate()} actionName="Retry" />;
  else body = <LoadingIndicator label="Loading choices" />;

  return (
    <Section>
      <SectionHeading>
        <h2>Overview</h2>
        {!editing && can('projectsEdit') && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </SectionHeading>
      {body}
    </Section>
  );
}
