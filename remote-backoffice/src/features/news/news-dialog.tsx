import { useApiClient } from '@ottilia/shared-auth';
import { Modal } from '@ottilia/shared-ui';
import { useMemo, useState } from 'react';
import { readRecord, recordPath } from '@ottilia/shared-admin';
import { RecordEditor } from '@ottilia/shared-admin/screens';
import { useBackofficeStrings } from '../../i18n/strings';
import { etagOf, NEW_NEWS_ITEM, newsBody, newsDraftOf, newsFields, newsResource, type NewsDraft, type NewsItem } from './news-items';

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
  const { t } = useBackofficeStrings();
  const fields = useMemo(() => newsFields(t), [t]);
  const title = item ? t('news.edit') : t('news.new');
  const path = recordPath(newsResource(t), eid);
  const loadLatest = () => readRecord<NewsItem>(client, path);
  return (
    <Modal open title={title} dismissible={false} size="large">
      <RecordEditor<NewsItem, NewsDraft>
        label={title}
        path={path}
        fields={fields}
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
