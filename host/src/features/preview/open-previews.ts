/**
 * The previews this browser opened through the round trip (spec section 4), newest first: the
 * main app notes a preview id when it hands a token to it; the environments list offers them.
 * Local storage of the main app's origin (so per stage), ids only: nothing secret.
 */
import { isPreviewId } from '@ottilia/shared-auth/preview-hosts';

const KEY = 'ottilia.openPreviews';
export const MAX_OPEN_PREVIEWS = 5;

export function readOpenPreviews(storage: Storage = window.localStorage): string[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter(isPreviewId).slice(0, MAX_OPEN_PREVIEWS) : [];
  } catch {
    return [];
  }
}

export function rememberOpenPreview(id: string, storage: Storage = window.localStorage): void {
  storage.setItem(KEY, JSON.stringify([id, ...readOpenPreviews(storage).filter((other) => other !== id)].slice(0, MAX_OPEN_PREVIEWS)));
}

export function forgetOpenPreview(id: string, storage: Storage = window.localStorage): string[] {
  const rest = readOpenPreviews(storage).filter((other) => other !== id);
  storage.setItem(KEY, JSON.stringify(rest));
  return rest;
}
