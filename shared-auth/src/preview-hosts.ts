/** Re-exported from @ottilia/shared-contracts, where the API (its CORS) and the front end share it. */
export { isPreviewId, previewIdOf, previewOrigin, PREVIEW_ID_PATTERN } from '@ottilia/shared-contracts/preview-hosts';
