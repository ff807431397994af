import { errorDialog, useApiClient } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, space, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { recordPath } from '@ottilia/shared-admin';
import { useBackofficeStrings } from '../../i18n/strings';
import { etagOf, newsBody, newsDraftOf, newsResource, type NewsItem } from './news-items';

export interface NewsRowActionsProps {
  item: NewsItem;
  onEdit(): void;
  onChanged(): void;
}

/** Edit, Publish or Unpublish (at once, under If-Match) and Delete (after the spec's question). */
export function NewsRowActions({ item, onEdit, onChanged }: NewsRowActionsProps) {
  const client = useApiClient();
  const { t } = useBackofficeStrings();
  const path = recordPath(newsResource(t), item.eid);
  const { confirm, showAlert } = useShell();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, saved: boolean) => {
    setBusy(true);
    try {
      await write();
      if (saved) showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      // e.g. 412: someone changed it meanwhile; the reloaded list shows what holds now
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const togglePublished = () =>
    run(() => client.put(path, newsBody(item.eid, { ...newsDraftOf(item), published: !item.published }), { ifMatch: etagOf(item) }), true);
  const remove = async () => {
    if (!(await confirm('delete'))) return;
    await run(() => client.del(path, { ifMatch: etagOf(item) }), false);
  };
  return (
    <Actions>
      <Button size="small" variant="secondary" onClick={onEdit} aria-label={t('news.actions.editItem', { title: item.title })}>
        {t('common.edit')}
      </Button>
      <Button size="small" variant="secondary" disabled={busy} onClick={() => void togglePublished()} aria-label={item.published ? t('news.actions.unpublishItem', { title: item.title }) : t('news.actions.publishItem', { title: item.title })}>
        {item.published ? t('news.actions.unpublish') : t('news.actions.publish')}
      </Button>
      <Button size="small" variant="transparent" disabled={busy} onClick={() => void remove()} aria-label={t('news.actions.deleteItem', { title: item.title })}>
        {t('common.delete')}
      </Button>
    </Actions>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;
