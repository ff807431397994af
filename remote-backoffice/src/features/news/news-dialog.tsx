import { useApiClient } from '@ottilia/shared-auth';
import { Modal } from '@ottilia/shared-ui';
import { useState } from 'react';
import { recordPath } from '@ottilia/shared-admin';
import { RecordEditor } from '@ottilia/shared-admin/screens';
import { etagOf, NEW_NEWS_ITEM, NEWS, NEWS_FIELDS, newsBody, newsDraftOf, type NewsDraft, type NewsItem } from './news-items';

export interface NewsDialogProps {
  /** The item to edit; none creates one. */
  item?: NewsItem;
  onSaved(): void;
  onClose(): void;
}

/** Writes a news item in a dialog, with the record editor's field messages and conflict handling. */
export function NewsDialog({ item, onSaved, onClose }: NewsDialogProps) {
  const [eid] = useState(() => item?.eid ?? `NEWS-${crypto.randomUUID()}`);
  const client = useApiClient();
  const title = item ? 'Edit news item' : 'New news item';
  const path = recordPath(NEWS, eid);
  const loadLatest = () => client.get<NewsItem>(path, { withEtag: true });
  return (
    <Modal open title={title} dismissible={false} size="large">
      <RecordEditor<NewsItem, NewsDraft>
        label={title}
        path={path}
        fields={NEWS_FIELDS}
        baseline={item ? newsDraftOf(item) : NEW_NEWS_ITEM}
        etag={item ? etagOf(item) : null}
        toBody={(draft) => newsBody(eid, draft)}
        toDraft={newsDraftOf}
        onSaved={onSaved}
        onClose={onClose}
        loadLatest={item && loadLatest}
      />
    </Modal>
  );
}
