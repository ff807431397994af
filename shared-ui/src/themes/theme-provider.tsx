import { useContext, type ReactNode } from 'react';
import { ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { defaultTheme, themes, type Theme, type ThemeColors, type ThemeName } from './themes';

declare module 'styled-components' {
  // Styled components in every app see the Ottilia theme on `props.theme`.
  export interface DefaultTheme {
    name: ThemeName;
    colors: ThemeColors;
  }
}

function isTheme(value: unknown): value is Theme {
  return typeof value === 'object' && value !== null && 'colors' in value;
}

/** The theme in context, or the global theme when a component renders outside a provider. */
export function resolveTheme(value: unknown): Theme {
  return isTheme(value) ? value : defaultTheme;
}

/** Styled-components interpolation for one theme colour: `color: ${color('text')};`. */
export const color =
  (name: keyof ThemeColors) =>
  ({ theme }: { theme?: unknown }): string =>
    resolveTheme(theme).colors[name];

export function useTheme(): Theme {
  // ThemeContext rather than styled's useTheme, which throws outside a provider.
  return resolveTheme(useContext(ThemeContext));
}

export interface ThemeProviderProps {
  /** A theme name or a full theme; the global theme by default. */
  theme?: ThemeName | Theme;
  children?: ReactNode;
}

export function ThemeProvider({ theme = 'global', children }: ThemeProviderProps) {
  const resolved = typeof theme === 'string' ? themes[theme] : theme;
  return <StyledThemeProvider theme={resolved}>{children}</StyledThemeProvider>;
}
