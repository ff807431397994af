export * from './modal';
// for popovers of the editing entry that behave as dialogs (the date picker's calendar)
export { isTopmost, pushModal } from './modal-stack';
export { keepTabInside } from './tabbable';
