// Spec section 9 design grid; each entry is the frame width it is drawn for, its column count,
// the outer margin and the gutter between columns (the spec's "16/16" pairs).
export const grid = {
  xsmall: { width: 428, columns: 6, margin: 16, gutter: 16 },
  small: { width: 768, columns: 6, margin: 16, gutter: 16 },
  medium: { width: 1024, columns: 12, margin: 24, gutter: 24 },
  large: { width: 1366, columns: 12, margin: 32, gutter: 32 },
  /** Above 1367 px the grid stops growing and stays 1366 px wide. */
  xlarge: { minViewport: 1367, width: 1366, columns: 12, margin: 32, gutter: 32 },
} as const;

export type GridSize = keyof typeof grid;

/** Widest the content grid gets. */
export const maxGridWidth = grid.xlarge.width;
