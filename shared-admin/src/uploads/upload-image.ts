/**
 * Unsigned image upload to the stage's image service (its cloud name and preset, spec section
 * 3): the hosted service's request (multipart: file, upload_preset) and answer, which the local
 * API's image service also takes. The portal's token is never sent there. Type and size are
 * checked first; progress is reported while the file goes up.
 */
import { getStageConfig } from '@ottilia/shared-auth';
import type { WireUploadedImage } from '@ottilia/shared-contracts/wire';
import { translate } from '../i18n/strings';

export const MAX_IMAGE_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** 'PNG, JPEG, WebP or GIF, at most 1 MB', in the current language. */
export const imageHint = () => translate('uploads.hint');

/** The service's answer, as the API's document describes the upload (the local stand-in's route). */
export type UploadedImage = WireUploadedImage;

export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
}

/** What the browser does with a form: a small seam so tests need no network. */
export type SendForm = (
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<{ status: number; body: string }>;

const sendWithXhr: SendForm = (url, form, onProgress, signal) =>
  new Promise((resolve, reject) => {
    // XMLHttpRequest: fetch reports no upload progress
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new ImageUploadError(translate('uploads.unreachable')));
    xhr.onabort = () => reject(new DOMException(translate('uploads.cancelled'), 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/** The service's own words: a problem's detail (local) or `error.message` (hosted). */
function refusal(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; error?: { message?: unknown } };
    const text = typeof parsed.detail === 'string' ? parsed.detail : parsed.error?.message;
    if (typeof text === 'string' && text) return text;
  } catch {
    // not JSON: say what we know
  }
  return status === 413 ? translate('uploads.tooLarge') : translate('uploads.refused', { status });
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  send?: SendForm;
}

export async function uploadImage(
  file: File,
  { onProgress = () => undefined, signal, send = sendWithXhr }: UploadOptions = {},
): Promise<UploadedImage> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new ImageUploadError(translate('uploads.wrongType'));
  if (file.size > MAX_IMAGE_BYTES) throw new ImageUploadError(translate('uploads.overLimit'));
  const { imageUploadApi, imageUploadCloudName, imageUploadPreset } = getStageConfig();
  const form = new FormData();
  form.set('file', file);
  form.set('upload_preset', imageUploadPreset);
  const { status, body } = await send(
    `${imageUploadApi}/${encodeURIComponent(imageUploadCloudName)}/image/upload`,
    form,
    onProgress,
    signal,
  );
  if (status < 200 || status >= 300) throw new ImageUploadError(refusal(status, body));
  onProgress(1);
  return JSON.parse(body) as UploadedImage;
}
