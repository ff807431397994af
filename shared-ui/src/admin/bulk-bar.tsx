import { Button, color, Modal, radii, space } from '@ottilia/shared-ui';
import styled from 'styled-components';

/** The bulk actions a list offers (shared-admin's useBulkActions runs them). */
export type BulkAction = 'activate' | 'deactivate' | 'delete';

export interface BulkBarProps {
  count: number;
  /** The actions the user may take, in this order. */
  actions: readonly BulkAction[];
  /** 'brand' / 'brands'. */
  noun: readonly [singular: string, plural: string];
  /** The action whose question is open. */
  asking: BulkAction | null;
  onAsk(action: BulkAction): void;
  onCancel(): void;
  saving: boolean;
  onApply(): void;
}

const VERBS: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };

function consequence(action: BulkAction, plural: string) {
  if (action === 'activate') return `The selected ${plural} become available again.`;
  if (action === 'deactivate') return `The selected ${plural} are no longer offered for new choices; nothing is deleted.`;
  // the spec's delete dialog says this; if any is still in use, none is deleted
  return 'This action can’t be undone. If any of them is still in use, none is deleted.';
}

/** "2 selected" with the user's actions, each asked before it applies to every selected row. */
export function BulkBar({ count, actions, noun: [singular, plural], asking, onAsk, onCancel, saving, onApply }: BulkBarProps) {
  if (count === 0 || actions.length === 0) return null;
  return (
    <Bar role="region" aria-label="Selected rows">
      <span>{count} selected</span>
      {actions.map((action) => (
        <Button key={action} size="small" variant="secondary" onClick={() => onAsk(action)}>
          {VERBS[action]}
        </Button>
      ))}
      {asking !== null && (
        <Modal
          open
          title={`${VERBS[asking]} ${count} ${count === 1 ? singular : plural}?`}
          description={consequence(asking, plural)}
          onClose={onCancel}
          actions={
            <>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button loading={saving} onClick={onApply}>
                {VERBS[asking]}
              </Button>
            </>
          }
        />
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(12)};
  padding: ${space(8, 16)};
  border-radius: ${radii.small}px;
  background: ${color('tertiary')};
  color: ${color('onTertiary')};
`;
