// Spec section 9: small up to 768 px, medium 769-1024 px, large from 1025 px.
export const breakpoints = {
  small: { min: 0, max: 768, gutter: 16 },
  medium: { min: 769, max: 1024, gutter: 24 },
  large: { min: 1025, max: Infinity, gutter: 32 },
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query conditions, for `window.matchMedia` and `useMediaQuery`. */
export const mediaQueries = {
  small: `(max-width: ${breakpoints.small.max}px)`,
  medium: `(min-width: ${breakpoints.medium.min}px) and (max-width: ${breakpoints.medium.max}px)`,
  large: `(min-width: ${breakpoints.large.min}px)`,
  /** Small or medium: where the side navigation collapses behind the top bar. */
  notLarge: `(max-width: ${breakpoints.medium.max}px)`,
} as const;

export type MediaQueryName = keyof typeof mediaQueries;

/** `@media` prefixes for styled-components, e.g. `${media.small} { ... }`. */
export const media = Object.fromEntries(Object.entries(mediaQueries).map(([name, query]) => [name, `@media ${query}`])) as {
  readonly [name in MediaQueryName]: string;
};

/** The breakpoint a viewport width falls into. */
export function breakpointOf(width: number): Breakpoint {
  if (width <= breakpoints.small.max) return 'small';
  if (width <= breakpoints.medium.max) return 'medium';
  return 'large';
}
