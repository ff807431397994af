// Spec section 9 spacing scale in px. Only these values are allowed, which the type enforces.
export const spacingScale = [2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64, 80] as const;

export type Spacing = (typeof spacingScale)[number];

/** CSS length of one or more scale steps: `space(8, 16)` gives `8px 16px`. */
export function space(...steps: Spacing[]): string {
  return steps.map((step) => `${step}px`).join(' ');
}
