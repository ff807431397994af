import { titleCase } from '@ottilia/shared-auth';
import { Button, VisuallyHidden } from '@ottilia/shared-ui';
import { type Column, DataTable } from '@ottilia/shared-ui/editing';
import { formatDate } from '../../lib/format';
import type { Member } from './members';
import { useProjectsStrings } from '../../i18n/strings';

export interface MemberTableProps {
  members: readonly Member[];
  loading: boolean;
  /** Given to people who may manage members: a Remove button per row. */
  onRemove?: (member: Member) => void;
}

export function MemberTable({ members, loading, onRemove }: MemberTableProps) {
  const { t } = useProjectsStrings();
  const columns: Column<Member>[] = [
    { key: 'displayName', header: t('field.name') },
    { key: 'email', header: t('members.email') },
    { key: 'mainRole', header: t('members.role'), render: (member) => (member.mainRole ? titleCase(member.mainRole) : '—') },
    { key: 'agency', header: t('field.agency'), render: (member) => member.agency?.name ?? '—' },
    { key: 'addedAt', header: t('members.added'), render: (member) => formatDate(member.addedAt) },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
      render: (member) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={t('members.removeNamed', { name: member.displayName })}
          onClick={() => onRemove(member)}
        >
          {t('members.remove')}
        </Button>
      ),
    });
  }
  return (
    <DataTable
      caption={t('common.members')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.eid}
      loading={loading}
      emptyState={t('members.empty')}
    />
  );
}
