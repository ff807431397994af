import { useCurrentUser } from '@ottilia/shared-auth';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const MAX_RECENT = 5;
const PROJECT_PATH = /^\/projects\/([0-9a-f-]{36})$/i;
// per user: people share browsers, and one user's projects are not another's
const storageKey = (eid: string) => `ottilia.recentProjects.${eid}`;

/** The uuids of the projects `eid` opened last in this browser, newest first. */
export function recentProjectIds(eid: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(eid)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberProject(eid: string, uuid: string) {
  const ids = [uuid.toLowerCase(), ...recentProjectIds(eid).filter((id) => id !== uuid.toLowerCase())].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(storageKey(eid), JSON.stringify(ids));
  } catch {
    // storage full or blocked: the palette just shows fewer recent projects
  }
}

/** Notes each project detail the signed-in user opens, for the palette's recent projects. */
export function useRememberRecentProjects() {
  const { me } = useCurrentUser();
  const { pathname } = useLocation();
  useEffect(() => {
    const uuid = PROJECT_PATH.exec(pathname)?.[1];
    if (me && uuid) rememberProject(me.eid, uuid);
  }, [me, pathname]);
}
