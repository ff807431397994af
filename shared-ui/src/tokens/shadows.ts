// Elevation per interaction state (spec section 9 names them; the values are ours).
export const shadows = {
  resting: '0 1px 2px rgba(16, 24, 40, 0.12), 0 1px 3px rgba(16, 24, 40, 0.08)',
  hovered: '0 4px 8px rgba(16, 24, 40, 0.14), 0 2px 4px rgba(16, 24, 40, 0.08)',
  pressed: 'inset 0 1px 3px rgba(16, 24, 40, 0.24)',
  overlay: '0 16px 40px rgba(16, 24, 40, 0.24), 0 4px 12px rgba(16, 24, 40, 0.12)',
} as const;

export type Shadow = keyof typeof shadows;
