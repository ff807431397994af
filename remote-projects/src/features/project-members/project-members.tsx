/**
 * The members section: who works on the project; people with projectUserAdd add and remove them.
 * Removing the same member again (after a lost answer) keeps its Idempotency-Key.
 */
import { removeMember } from '@ottilia/shared-admin';
import { errorDialog, errorReference, useActionKeys, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, ALERT_MESSAGES, Button, useShell } from '@ottilia/shared-ui';
import { Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { AddMemberDialog } from './add-member-dialog';
import { MemberTable } from './member-table';
import { useMembers, type Member } from './members';
import { useProjectsStrings } from '../../i18n/strings';

export function ProjectMembers({ projectUuid }: { projectUuid: string }) {
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { confirm, showAlert } = useShell();
  const { data, error, mutate } = useMembers(projectUuid);
  const [adding, setAdding] = useState(false);
  const keys = useActionKeys();
  const canManage = can('projectUserAdd');
  const { t } = useProjectsStrings();

  const remove = async (member: Member) => {
    if (!(await confirm('delete'))) return;
    try {
      await removeMember(client, projectUuid, member.eid, keys.keyFor([projectUuid, member.eid]));
      keys.done();
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (failure) {
      void confirm('errorWithMessage', errorDialog(failure));
    }
    void mutate();
  };

  return (
    <Section aria-labelledby="project-members-heading">
      <SectionHeading>
        <h2 id="project-members-heading">{t('common.members')}</h2>
        {canManage && <Button onClick={() => setAdding(true)}>{t('common.addMember')}</Button>}
      </SectionHeading>
      {error ? (
        <Alert
          type="error"
          message={error.message}
          reference={errorReference(error)}
          action={() => void mutate()}
          actionName={t('common.retry')}
        />
      ) : (
        <MemberTable
          members={data?.content ?? []}
          loading={data === undefined}
          onRemove={canManage ? (member) => void remove(member) : undefined}
        />
      )}
      {adding && (
        <AddMemberDialog
          projectUuid={projectUuid}
          members={data?.content ?? []}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void mutate();
            showAlert(ALERT_MESSAGES.changesSaved);
          }}
        />
      )}
    </Section>
  );
}
