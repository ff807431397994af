export * from './modal';
// the host's navigation drawer is a modal dialog too
export { useModalDialog, type ModalDialogOptions } from './use-modal-dialog';
// for popovers of the editing entry that behave as dialogs (the date picker's calendar)
export { isTopmost, pushModal } from './modal-stack';
export { keepTabInside } from './tabbable';
