// Messages of the success alert banner (spec section 2).
export const ALERT_MESSAGES = {
  idCopied: 'The ID was copied!',
  scriptCopied: 'Script copied!',
  urlCopied: 'URL copied!',
  changesSaved: 'Your changes were saved!',
} as const;

export type AlertMessageKey = keyof typeof ALERT_MESSAGES;

/** Shown when the banner is raised without a message; the spec gives it without "!". */
export const DEFAULT_ALERT_MESSAGE = 'The ID was copied';
