import { Button, color, Modal, radii, space } from '@ottilia/shared-ui';
import styled from 'styled-components';

/** The bulk actions a list offers (shared-admin's useBulkActions runs them). */
export type BulkAction = 'activate' | 'deactivate';

export interface BulkBarProps {
  count: number;
  /** 'brand' / 'brands'. */
  noun: readonly [singular: string, plural: string];
  /** The action whose question is open. */
  asking: BulkAction | null;
  onAsk(action: BulkAction): void;
  onCancel(): void;
  saving: boolean;
  onApply(): void;
}

const VERBS: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate' };

/** "2 selected" with Activate and Deactivate, each asked before it applies to every selected row. */
export function BulkBar({ count, noun: [singular, plural], asking, onAsk, onCancel, saving, onApply }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <Bar role="region" aria-label="Selected rows">
      <span>{count} selected</span>
      <Button size="small" variant="secondary" onClick={() => onAsk('activate')}>
        Activate
      </Button>
      <Button size="small" variant="secondary" onClick={() => onAsk('deactivate')}>
        Deactivate
      </Button>
      {asking !== null && (
        <Modal
          open
          title={`${VERBS[asking]} ${count} ${count === 1 ? singular : plural}?`}
          description={
            asking === 'activate'
              ? `The selected ${plural} become available again.`
              : `The selected ${plural} are no longer offered for new choices; nothing is deleted.`
          }
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
