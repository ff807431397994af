import { Button, color, Modal, radii, row, space } from '@ottilia/shared-ui';
import { DialogActions } from '@ottilia/shared-ui/editing';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

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

/** "2 selected" with the user's actions, each asked before it applies to every selected row. */
export function BulkBar({ count, actions, noun: [singular, plural], asking, onAsk, onCancel, saving, onApply }: BulkBarProps) {
  const { t } = useAdminStrings();
  const verb = (action: BulkAction) => t(`bulk.${action}`);
  if (count === 0 || actions.length === 0) return null;
  return (
    <Bar role="region" aria-label={t('bulk.region')}>
      <span>{t('bulk.selected', { n: count })}</span>
      {actions.map((action) => (
        <Button key={action} size="small" variant="secondary" onClick={() => onAsk(action)}>
          {verb(action)}
        </Button>
      ))}
      {asking !== null && (
        <Modal
          open
          title={t('bulk.title', { verb: verb(asking), n: count, noun: count === 1 ? singular : plural })}
          description={t(`bulk.consequence.${asking}`, { noun: plural })}
          onClose={onCancel}
          actions={
            <DialogActions
              cancelLabel={t('bulk.cancel')}
              onCancel={onCancel}
              confirmLabel={verb(asking)}
              onConfirm={onApply}
              busy={saving}
            />
          }
        />
      )}
    </Bar>
  );
}

const Bar = styled.div`
  ${row(12)}
  padding: ${space(8, 16)};
  border-radius: ${radii.small}px;
  background: ${color('tertiary')};
  color: ${color('onTertiary')};
`;
