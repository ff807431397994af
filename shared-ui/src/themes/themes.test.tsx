import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from './global-style';
import { color, ThemeProvider, useTheme } from './theme-provider';
import { themes, type ThemeColors } from './themes';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const channel = ((value >> shift) & 255) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Pair = [keyof ThemeColors, keyof ThemeColors];

const textPairs: Pair[] = [
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['onTertiary', 'tertiary'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'tertiary'],
  ['secondary', 'background'],
  ['secondary', 'surface'],
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['onStatus', 'danger'],
  ['onStatus', 'success'],
  ['onStatus', 'warning'],
  ['onStatus', 'info'],
];

const nonTextPairs: Pair[] = [
  ['border', 'background'],
  ['border', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
];

describe.each(Object.values(themes))('theme $name', (theme) => {
  it.each(textPairs)('%s text on %s meets 4.5:1', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s meets 3:1', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('themes', () => {
  it('offers the global theme and three brand themes with distinct brand colours', () => {
    expect(Object.keys(themes)).toEqual(['global', 'aurora', 'cobalt', 'ember']);
    const primaries = new Set(Object.values(themes).map((theme) => theme.colors.primary));
    expect(primaries.size).toBe(4);
  });

  function ThemeName() {
    return <p>{useTheme().name}</p>;
  }

  it('gives the global theme outside a provider and the chosen theme inside one', () => {
    const { rerender } = render(<ThemeName />);
    expect(screen.getByText('global')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme="ember">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('ember')).toBeInTheDocument();
  });

  it('lets styled components read theme colours', () => {
    const Brand = styled.p`
      color: ${color('primary')};
    `;
    render(
      <ThemeProvider theme="cobalt">
        <Brand>brand</Brand>
      </ThemeProvider>,
    );
    expect(screen.getByText('brand')).toHaveStyle({ color: themes.cobalt.colors.primary });
  });

  it('global style sets the system font stack and focus-visible outline', () => {
    // jest resolves the Node build of styled-components, which injects global styles only
    // through a style sheet collector, so read them from one.
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme="aurora">
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*system-ui/);
    expect(css).toMatch(new RegExp(`:focus-visible\\s*\\{\\s*outline:\\s*2px solid ${themes.aurora.colors.focus}`));
  });
});
