import { titleCase } from '@ottilia/shared-auth';
import { Button, VisuallyHidden } from '@ottilia/shared-ui';
import { type Column, DataTable, formatLongDate } from '@ottilia/shared-ui/editing';
import type { Member } from './members';

export interface MemberTableProps {
  members: readonly Member[];
  loading: boolean;
  /** Given to people who may manage members: a Remove button per row. */
  onRemove?: (member: Member) => void;
}

export function MemberTable({ members, loading, onRemove }: MemberTableProps) {
  const columns: Column<Member>[] = [
    { key: 'displayName', header: 'Name' },
    { key: 'email', header: 'E-mail' },
    { key: 'mainRole', header: 'Role', render: (member) => (member.mainRole ? titleCase(member.mainRole) : '—') },
    { key: 'agency', header: 'Agency', render: (member) => member.agency?.name ?? '—' },
    { key: 'addedAt', header: 'Added', render: (member) => formatLongDate(member.addedAt) },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      render: (member) => (
        <Button variant="secondary" size="small" aria-label={`Remove ${member.displayName}`} onClick={() => onRemove(member)}>
          Remove
        </Button>
      ),
    });
  }
  return (
    <DataTable
      caption="Members"
      columns={columns}
      rows={members}
      rowKey={(member) => member.eid}
      loading={loading}
      emptyState="No members yet."
    />
  );
}
