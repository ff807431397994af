/**
 * Preview hosts (spec section 4), re-exported from @ottilia/shared-contracts, where the API (its
 * CORS) and the front end share them. An entry of its own (`@ottilia/shared-auth/preview-hosts`),
 * bundled into the chunks that need it, so the first load of a page carries none of it.
 */
export { isPreviewId, previewIdOf, previewOrigin, PREVIEW_ID_PATTERN } from '@ottilia/shared-contracts/preview-hosts';
