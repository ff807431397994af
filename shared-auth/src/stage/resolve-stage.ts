/** Deployment stages of spec section 3 ("Environment configuration"). */
export const STAGES = ['dev', 'stg', 'prd'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Picks the stage from the host name: localhost, dev or amplify gives dev; stg gives stg;
 * otherwise prd. Matching is on the name's labels (split on dots and dashes), so
 * `portal-dev.ottilia.example` is dev but `devices.ottilia.example` is not.
 */
export function resolveStage(hostname: string): Stage {
  const labels = hostname.toLowerCase().split(/[.-]/);
  const isDev =
    labels.includes('localhost') ||
    labels.includes('dev') ||
    labels.some((label) => label.startsWith('amplify')) ||
    hostname === '127.0.0.1';
  if (isDev) return 'dev';
  if (labels.includes('stg')) return 'stg';
  return 'prd';
}
