/**
 * The project's cookies: grouped by category, added and edited in a dialog, deleted after the
 * spec's question. Users who may edit the project (projectsEdit, and who see it) change them.
 */
import { deleteCookie } from '@ottilia/shared-admin';
import { errorDialog, errorReference, useActionKeys, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { Alert, Button, LoadingIndicator, useShell } from '@ottilia/shared-ui';
import { ButtonRow, Section, SectionHeading } from '@ottilia/shared-ui/editing';
import { useState, type ReactNode } from 'react';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { useCookies, type Cookie } from '../../lib/cookies';
import { CookieDialog } from './cookie-dialog';
import { ConsentSettings } from './consent-settings';
import { CookieGroups } from './cookie-groups';

type Editing = { cookie?: Cookie } | null;

export function ProjectCookies({ projectId, toolbar }: { projectId: string; toolbar?: ReactNode }) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { confirm } = useShell();
  const { data, error, mutate } = useCookies(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = can('projectsEdit');
  const keys = useActionKeys();

  const remove = async (cookie: Cookie) => {
    if (!(await confirm('deleteCookie'))) return;
    try {
      await deleteCookie(client, projectId, cookie.id, `"${cookie.version}"`, keys.keyFor(['delete', cookie.id, cookie.version]));
      keys.done();
    } catch (failure) {
      void confirm('errorWithMessage', errorDialog(failure));
    }
    void mutate();
  };

  return (
    <Section aria-labelledby="cookies-tab-heading">
      <SectionHeading>
        <h2 id="cookies-tab-heading">{t('cookies.heading')}</h2>
        <ButtonRow>
          {toolbar}
          {canEdit && <Button onClick={() => setEditing({})}>{t('cookies.add')}</Button>}
        </ButtonRow>
      </SectionHeading>
      {error ? (
        <Alert
          type="error"
          message={error.message}
          reference={errorReference(error)}
          action={() => void mutate()}
          actionName={t('cookies.retry')}
        />
      ) : data === undefined ? (
        <LoadingIndicator size="medium" label={t('cookies.loading')} />
      ) : (
        <CookieGroups
          cookies={data.content}
          onEdit={canEdit ? (cookie) => setEditing({ cookie }) : undefined}
          onDelete={canEdit ? (cookie) => void remove(cookie) : undefined}
        />
      )}
      <ConsentSettings projectId={projectId} />
      {editing && (
        <CookieDialog
          projectId={projectId}
          cookie={editing.cookie}
          onClose={() => setEditing(null)}
          onSaved={(_saved, created) => {
            setEditing(null);
            void mutate();
            void confirm(created ? 'cookieAdded' : 'cookieUpdated');
          }}
        />
      )}
    </Section>
  );
}
