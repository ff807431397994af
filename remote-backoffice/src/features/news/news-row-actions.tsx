import { errorMessage, useApiClient } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, space, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { recordPath } from '@ottilia/shared-admin';
import { etagOf, NEWS, newsBody, newsDraftOf, type NewsItem } from './news-items';

export interface NewsRowActionsProps {
  item: NewsItem;
  onEdit(): void;
  onChanged(): void;
}

/** Edit, Publish or Unpublish (at once, under If-Match) and Delete (after the spec's question). */
export function NewsRowActions({ item, onEdit, onChanged }: NewsRowActionsProps) {
  const client = useApiClient();
  const { confirm, showAlert } = useShell();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, saved: boolean) => {
    setBusy(true);
    try {
      await write();
      if (saved) showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      // e.g. 412: someone changed it meanwhile; the reloaded list shows what holds now
      void confirm('errorWithMessage', { message: errorMessage(error) });
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const togglePublished = () =>
    run(() => client.put(recordPath(NEWS, item.eid), newsBody(item.eid, { ...newsDraftOf(item), published: !item.published }), { ifMatch: etagOf(item) }), true);
  const remove = async () => {
    if (!(await confirm('delete'))) return;
    await run(() => client.del(recordPath(NEWS, item.eid), { ifMatch: etagOf(item) }), false);
  };
  return (
    <Actions>
      <Button size="small" variant="secondary" onClick={onEdit} aria-label={`Edit ${item.title}`}>
        Edit
      </Button>
      <Button size="small" variant="secondary" disabled={busy} onClick={() => void togglePublished()} aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${item.title}`}>
        {item.published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button size="small" variant="transparent" disabled={busy} onClick={() => void remove()} aria-label={`Delete ${item.title}`}>
        Delete
      </Button>
    </Actions>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;
