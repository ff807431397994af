// Side navigation sizes (spec section 2, layout).
export const navigationSizes = {
  desktopWidth: 230,
  mobileWidth: 392,
  /** On small screens the open navigation covers the full width. */
  smallWidth: '100%',
  itemHeight: 56,
} as const;
