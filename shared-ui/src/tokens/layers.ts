// Stacking order of spec section 9. Dialogs sit above the loading overlay so that a failure
// dialog shown while the current user loads (errorMe) is reachable.
export const layers = {
  dialog: 10000,
  loadingOverlay: 9999,
  alertOverlay: 1000,
  modal: 1000,
  modalOverlay: 999,
} as const;

export type Layer = keyof typeof layers;
