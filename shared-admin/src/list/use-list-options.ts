/**
 * What a list's settings row (shared-ui's ListOptions) needs: rows per page, columns and the user's
 * saved views. A view keeps the list's state without the page, so its link shows anyone the same
 * filters; a repeated save, change or delete on the same values keeps its Idempotency-Key.
 */
import { isApiError, useActionKeys, useApiClient, withReference, type ActionKey } from '@ottilia/shared-auth';
import type { ListColumnOption, ListOptionsProps } from '@ottilia/shared-ui/admin';
import { useState, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import type { ListSource } from '../data/list';
import { deleteSavedView, SAVED_VIEW_NAME_MAX, saveView, updateSavedView, useSavedViews } from '../data/saved-views';
import { useAdminStrings } from '../i18n/strings';
import { PAGE_SIZES, writeListParams } from './list-params';
import type { ListController } from './use-list-controller';

// a refused view change says why, with the reference to quote
const messageOf = (error: unknown) => withReference(isApiError(error) || error instanceof Error ? error.message : String(error), error);

/** The columns a user may choose from: those with a text header ('select' and the like have none). */
export function columnOptions(columns: readonly { key: string; header: ReactNode }[], primaryKey: string): ListColumnOption[] {
  return columns.flatMap((column) =>
    typeof column.header === 'string' && column.header !== ''
      ? [{ key: column.key, label: column.header, locked: column.key === primaryKey }]
      : [],
  );
}

export function useListOptions<Row>(list: ListController<Row>, source: ListSource, columns: readonly ListColumnOption[]): ListOptionsProps {
  const client = useApiClient();
  const { t } = useAdminStrings();
  const navigate = useNavigate();
  const base = useHref(useLocation().pathname);
  const [shown, setShown] = useState(false);
  const views = useSavedViews(shown ? source.path : null);
  const [failure, setFailure] = useState<string>();
  const linkOf = (query: string) => (query ? `${base}?${query}` : base);
  const keys = useActionKeys();
  /** Writes with the key of `what`; once it succeeded, the next write is another action. */
  const keyed = async (what: unknown, write: (key: ActionKey) => Promise<unknown>) => {
    await write(keys.keyFor(what));
    keys.done();
  };
  // what a view keeps: the list's state as it shows now, from its first page
  const currentQuery = () => writeListParams({ ...list.params, page: 1 }, source.params);
  /** Writes a view, then reads the views again whatever the answer (a refusal may mean it changed elsewhere). */
  const change = async (id: string, write: (view: { id: string; version: number; name: string; query: string }) => Promise<unknown>) => {
    const view = views.data?.content.find((candidate) => candidate.id === id);
    try {
      if (!view) return t('list.viewGone');
      await write(view);
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      await views.mutate();
    }
  };
  return {
    pageSize: list.params.size,
    pageSizes: PAGE_SIZES,
    onPageSize: (size) => list.change({ size }),
    columns,
    hidden: list.columns.hidden,
    onHidden: list.columns.setHidden,
    views: {
      items: views.data?.content.map((view) => ({ id: view.id, name: view.name, href: linkOf(view.query) })),
      error: failure ?? views.error?.message,
      onShow: () => setShown(true),
      onOpen: (view) => void navigate({ search: new URL(view.href, window.location.href).search }),
      async onSave(name) {
        try {
          const query = currentQuery();
          await keyed(['save', source.path, name, query], (key) => saveView(client, source.path, name, query, key));
          await views.mutate();
          return null;
        } catch (error) {
          return messageOf(error);
        }
      },
      onRename: (item, name) =>
        change(item.id, (view) =>
          keyed(['put', view.id, view.version, name, view.query], (key) => updateSavedView(client, view, name, view.query, key)),
        ),
      onUpdate: (item) =>
        change(item.id, (view) => {
          const query = currentQuery();
          return keyed(['put', view.id, view.version, view.name, query], (key) => updateSavedView(client, view, view.name, query, key));
        }),
      async onDelete(view) {
        try {
          await keyed(['delete', view.id], (key) => deleteSavedView(client, view.id, key));
          setFailure(undefined);
        } catch (error) {
          setFailure(messageOf(error));
        }
        await views.mutate();
      },
      nameMax: SAVED_VIEW_NAME_MAX,
    },
  };
}
