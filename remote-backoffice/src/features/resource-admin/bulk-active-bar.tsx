import { useApiClient, errorMessage } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, color, Modal, radii, space, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Resource } from './resource';

export interface BulkActiveBarProps {
  resource: Resource;
  selected: readonly string[];
  /** After the change was saved: clear the selection and reload the list. */
  onDone(): void;
}

/** "2 selected" with Activate and Deactivate, each confirmed before PUT /{r}/active-state. */
export function BulkActiveBar({ resource, selected, onDone }: BulkActiveBarProps) {
  const client = useApiClient();
  const { showAlert, confirm } = useShell();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  if (selected.length === 0) return null;

  const count = `${selected.length} ${selected.length === 1 ? resource.singular : resource.plural}`;
  const verb = (isActive: boolean) => (isActive ? 'Activate' : 'Deactivate');
  const apply = async (isActive: boolean) => {
    setSaving(true);
    try {
      await client.put(`${resource.apiPath}/active-state`, { eids: selected, isActive });
      setAsking(null);
      showAlert(ALERT_MESSAGES.changesSaved);
      onDone();
    } catch (error) {
      setAsking(null);
      void confirm('errorWithMessage', { message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Bar role="region" aria-label="Selected rows">
      <span>{selected.length} selected</span>
      <Button size="small" variant="secondary" onClick={() => setAsking(true)}>
        Activate
      </Button>
      <Button size="small" variant="secondary" onClick={() => setAsking(false)}>
        Deactivate
      </Button>
      {asking !== null && (
        <Modal
          open
          title={`${verb(asking)} ${count}?`}
          description={
            asking
              ? `The selected ${resource.plural} become available again.`
              : `The selected ${resource.plural} are no longer offered for new choices; nothing is deleted.`
          }
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)} disabled={saving}>
                Cancel
              </Button>
              <Button loading={saving} onClick={() => void apply(asking)}>
                {verb(asking)}
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
