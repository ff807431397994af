export const fontWeights = { regular: 400, bold: 700, black: 900 } as const;

export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const fontSizes = { xsmall: 12, small: 14, medium: 16, large: 20, xlarge: 24, xxlarge: 32 } as const;
