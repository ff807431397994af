import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { isTopmost, pushModal } from './modal-stack';
import { lockScroll } from './scroll-lock';
import { keepTabInside, tabbableIn } from './tabbable';

export interface ModalDialogOptions {
  /** Escape (when nothing inside used it first) and the browser's other close requests. */
  onEscape(): void;
  /** The element that takes focus on open; the dialog's first tabbable element otherwise. */
  initialFocus?(dialog: HTMLDialogElement): HTMLElement | null | undefined;
}

/**
 * Shows a `<dialog>` with showModal() while `open`: the browser puts it in the top layer and makes
 * the page behind inert. This adds what the browser leaves to us: the document does not scroll,
 * Tab wraps round inside instead of leaving for the browser's toolbar, Escape goes through the
 * caller's own close path (a dirty draft asks first), and focus goes back to the opener.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, options: ModalDialogOptions) {
  const escape = useEffectEvent(() => options.onEscape());
  const firstFocus = useEffectEvent((dialog: HTMLDialogElement) => options.initialFocus?.(dialog) ?? tabbableIn(dialog)[0] ?? dialog);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const release = pushModal(dialog);
    const unlock = lockScroll();
    firstFocus(dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost(dialog)) return;
      // (an Escape already used inside, e.g. by an open list, is not the dialog's; a prevented
      // keydown also keeps the browser from closing the dialog behind React's back)
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    // other close requests (Android's back gesture): the caller decides, the browser never closes it alone
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (isTopmost(dialog)) escape();
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      release();
      unlock();
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected && !dialog.contains(previous)) previous.focus();
      // (the dialog is still in the document here, and may still hold focus)
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) focusPageHeading();
    };
  }, [open, ref]);
}

/**
 * Where focus goes when the element that opened a dialog is gone or disabled (a form that
 * closed on save, under 'Well done!'): the page's heading, else the main landmark, never the body.
 */
function focusPageHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
