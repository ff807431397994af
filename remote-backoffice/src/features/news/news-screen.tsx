/**
 * News (/backoffice/news, Super Admins): the content service's news items with their publication
 * state; New and Edit in a dialog, Publish/Unpublish and Delete per row.
 */
import { Button } from '@ottilia/shared-ui';
import { type Column } from '@ottilia/shared-ui/editing';
import { useMemo, useState } from 'react';
import { ResourceList } from '@ottilia/shared-admin/screens';
import { useRevalidateList } from '@ottilia/shared-admin';
import { NewsDialog } from './news-dialog';
import { useBackofficeStrings } from '../../i18n/strings';
import { newsList } from './news-list';
import { NewsRowActions } from './news-row-actions';
import { NEWS, type NewsItem } from './news-items';

type Editing = { item?: NewsItem } | null;

export function NewsScreen() {
  const revalidate = useRevalidateList(NEWS.apiPath);
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => newsList(t), [t]);
  const [editing, setEditing] = useState<Editing>(null);
  const columns: Column<NewsItem>[] = [
    { key: 'actions', header: t('common.actions'), render: (item) => <NewsRowActions item={item} onEdit={() => setEditing({ item })} onChanged={revalidate} /> },
  ];
  return (
    <>
      <ResourceList spec={spec} extraColumns={columns} createControl={<Button onClick={() => setEditing({})}>{t('news.new')}</Button>} />
      {editing && (
        <NewsDialog
          item={editing.item}
          onSaved={() => {
            setEditing(null);
            revalidate();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
