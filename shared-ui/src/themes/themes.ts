// The global theme and three brand themes. Every "on" colour is the text colour used on the
// matching fill; the pairs are chosen to pass WCAG AA (4.5:1 for text, 3:1 for borders and
// focus rings), which themes.test.ts checks.
export interface ThemeColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  tertiary: string;
  onTertiary: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  border: string;
  focus: string;
  danger: string;
  success: string;
  warning: string;
  info: string;
  /** Text on the four status fills. */
  onStatus: string;
  /** Page dimming behind modals and the loading overlay. */
  backdrop: string;
}

export const ThemeName = { Global: 'global', Aurora: 'aurora', Cobalt: 'cobalt', Ember: 'ember' } as const;
export type ThemeName = (typeof ThemeName)[keyof typeof ThemeName];

export interface Theme {
  name: ThemeName;
  colors: ThemeColors;
}

const neutrals = {
  text: '#1a1d23',
  textMuted: '#555d6b',
  background: '#ffffff',
  surface: '#f4f6f9',
  border: '#7b8494',
  focus: '#1a73e8',
  danger: '#b3261e',
  success: '#1d7033',
  warning: '#8a5300',
  info: '#0b5cad',
  onStatus: '#ffffff',
  backdrop: 'rgba(16, 24, 40, 0.56)',
} as const;

export const themes: Record<ThemeName, Theme> = {
  global: {
    name: 'global',
    colors: {
      ...neutrals,
      primary: '#1b365d',
      onPrimary: '#ffffff',
      secondary: '#3b5b7f',
      onSecondary: '#ffffff',
      tertiary: '#e3e9f2',
      onTertiary: '#1b365d',
    },
  },
  aurora: {
    name: 'aurora',
    colors: {
      ...neutrals,
      primary: '#00695c',
      onPrimary: '#ffffff',
      secondary: '#37474f',
      onSecondary: '#ffffff',
      tertiary: '#dff3ef',
      onTertiary: '#004d43',
    },
  },
  cobalt: {
    name: 'cobalt',
    colors: {
      ...neutrals,
      primary: '#0047ab',
      onPrimary: '#ffffff',
      secondary: '#4a3b8f',
      onSecondary: '#ffffff',
      tertiary: '#e2ebf8',
      onTertiary: '#003580',
    },
  },
  ember: {
    name: 'ember',
    colors: {
      ...neutrals,
      primary: '#b03a10',
      onPrimary: '#ffffff',
      secondary: '#6d2c12',
      onSecondary: '#ffffff',
      tertiary: '#fcebe3',
      onTertiary: '#7a2a0c',
    },
  },
};

export const defaultTheme = themes.global;
