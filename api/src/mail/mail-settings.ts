/**
 * The outbox's retry settings (beside SMTP_URL and MAIL_FROM in config.ts). With the defaults a
 * mail is tried 20 times over about 14 hours: pg-boss waits between retryDelay·2^(n-1) and
 * retryDelay·2^n seconds before retry n (random within), at most retryDelayMax.
 */
export interface MailSettings {
  /** Attempts before a mail is DEAD (MAIL_MAX_ATTEMPTS, default 20). */
  maxAttempts: number;
  /** Base of the exponential backoff (MAIL_RETRY_DELAY_SECONDS, default 30). */
  retryDelaySeconds: number;
  /** Longest wait between two attempts (MAIL_RETRY_DELAY_MAX_SECONDS, default 3600). */
  retryDelayMaxSeconds: number;
  /** How often an idle worker looks for mail (MAIL_POLL_SECONDS, default 1, at least 0.5). */
  pollingIntervalSeconds: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 1, integer = true } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} of at least ${min}, not "${raw}"`);
  }
  return value;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    maxAttempts: positive(env, 'MAIL_MAX_ATTEMPTS', 20),
    retryDelaySeconds: positive(env, 'MAIL_RETRY_DELAY_SECONDS', 30),
    retryDelayMaxSeconds: positive(env, 'MAIL_RETRY_DELAY_MAX_SECONDS', 3600),
    pollingIntervalSeconds: positive(env, 'MAIL_POLL_SECONDS', 1, { min: 0.5, integer: false }),
  };
}
