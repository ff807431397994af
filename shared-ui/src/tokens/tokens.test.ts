import {
  breakpointOf,
  breakpoints,
  fontWeights,
  grid,
  layers,
  media,
  mediaQueries,
  navigationSizes,
  shadows,
  space,
  spacingScale,
} from './index';

describe('breakpoints', () => {
  it('has the spec ranges and gutters', () => {
    expect(breakpoints.small).toMatchObject({ max: 768, gutter: 16 });
    expect(breakpoints.medium).toMatchObject({ min: 769, max: 1024, gutter: 24 });
    expect(breakpoints.large).toMatchObject({ min: 1025, gutter: 32 });
  });

  it.each([
    [320, 'small'],
    [768, 'small'],
    [769, 'medium'],
    [1024, 'medium'],
    [1025, 'large'],
    [1920, 'large'],
  ])('puts %i px into %s', (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });

  it('builds media queries from the ranges', () => {
    expect(mediaQueries.small).toBe('(max-width: 768px)');
    expect(mediaQueries.medium).toBe('(min-width: 769px) and (max-width: 1024px)');
    expect(mediaQueries.large).toBe('(min-width: 1025px)');
    expect(mediaQueries.notLarge).toBe('(max-width: 1024px)');
    expect(media.small).toBe('@media (max-width: 768px)');
    expect(media.large).toBe('@media (min-width: 1025px)');
  });
});

describe('design grid', () => {
  it('matches the spec frames', () => {
    expect(grid.xsmall).toEqual({ width: 428, columns: 6, margin: 16, gutter: 16 });
    expect(grid.small).toEqual({ width: 768, columns: 6, margin: 16, gutter: 16 });
    expect(grid.medium).toEqual({ width: 1024, columns: 12, margin: 24, gutter: 24 });
    expect(grid.large).toEqual({ width: 1366, columns: 12, margin: 32, gutter: 32 });
    expect(grid.xlarge).toEqual({ minViewport: 1367, width: 1366, columns: 12, margin: 32, gutter: 32 });
  });
});

describe('scales', () => {
  it('has the spacing scale in order', () => {
    expect(spacingScale).toEqual([2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64, 80]);
    expect(space(8, 16)).toBe('8px 16px');
  });

  it('has the font weights, shadows, layers and navigation sizes', () => {
    expect(Object.values(fontWeights)).toEqual([400, 700, 900]);
    expect(Object.keys(shadows)).toEqual(['resting', 'hovered', 'pressed', 'overlay']);
    expect(layers).toEqual({ dialog: 10000, loadingOverlay: 9999, alertOverlay: 1000, modal: 1000, modalOverlay: 999 });
    expect(navigationSizes).toEqual({ desktopWidth: 230, mobileWidth: 392, smallWidth: '100%', itemHeight: 56 });
  });
});
