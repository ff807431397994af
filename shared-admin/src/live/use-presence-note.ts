/**
 * Who else has this record open in its edit form, said quietly above the form ("Bruno Keller is
 * also editing this project (since 14:05)"): the form holds a presence lease while it is open
 * (shared-auth's useAnnouncePresence) and the tab's event stream says who else holds one. Only a
 * warning: saving keeps the ETag rules (docs/adr/0345-presence-leases-over-notify.md).
 */
import { useAnnouncePresence, useCurrentUser, usePresence } from '@ottilia/shared-auth';
import { initI18n } from '@ottilia/shared-ui';
import { useAdminStrings } from '../i18n/strings';
import { nounOf } from './use-changed-elsewhere';

/** The sentence for the record at `path` while `editing` (an existing record's open form), else null. */
export function usePresenceNote(path: string | undefined, editing: boolean): string | null {
  const { t } = useAdminStrings();
  const { me } = useCurrentUser();
  useAnnouncePresence(path, editing);
  const others = usePresence(editing ? path : undefined, me?.eid);
  if (others.length === 0 || !path) return null;
  const language = initI18n().language || undefined;
  const time = (since: string) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(since));
  const thing = nounOf(path);
  if (others.length === 1) return t('live.alsoEditingOne', { name: others[0]!.name, thing, time: time(others[0]!.since) });
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    others.map((editor) => t('live.editorSince', { name: editor.name, time: time(editor.since) })),
  );
  return t('live.alsoEditingMany', { names, thing });
}
