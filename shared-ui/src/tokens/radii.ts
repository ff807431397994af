export const radii = { small: 4, medium: 8, large: 12, round: 9999 } as const;
