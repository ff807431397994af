/**
 * Patterns the route schemas share, with the words the error handler uses for them (Ajv would
 * only say "must match pattern ...").
 */

/** An absolute http or https URL with a host and no spaces. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$';

export const PATTERN_HINTS: Record<string, string> = {
  [HTTP_URL_PATTERN]: 'must be an http or https URL, such as https://www.example.com/privacy',
};
