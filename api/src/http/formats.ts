/**
 * Patterns the route schemas share, with the words the error handler uses for them (Ajv would
 * only say "must match pattern ...").
 */

/** An absolute http or https URL with a host and no spaces. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$';

/** A cookie's lifetime (spec section 5): `session`, or 1..900 followed by m, h, d or y. */
export const COOKIE_DURATION_PATTERN = '^(session|(900|[1-8][0-9]{2}|[1-9][0-9]?)[mhdy])$';

/** A colour as the age gate's style stores it. */
export const HEX_COLOUR_PATTERN = '^#[0-9A-Fa-f]{6}$';

export const PATTERN_HINTS: Record<string, string> = {
  [HTTP_URL_PATTERN]: 'must be an http or https URL, such as https://www.example.com/privacy',
  [COOKIE_DURATION_PATTERN]: 'must be session, or a whole number from 1 to 900 followed by one unit letter m, h, d or y, such as 30d',
  [HEX_COLOUR_PATTERN]: 'must be a colour written #RRGGBB, such as #1A2B3C',
};
