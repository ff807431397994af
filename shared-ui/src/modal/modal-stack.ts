// Open modals, innermost last. Only the innermost one reacts to Escape, Tab and stray focus,
// so a confirmation opened over an edit modal does not close both.
const openModals: Element[] = [];

export function pushModal(element: Element): () => void {
  openModals.push(element);
  return () => {
    const index = openModals.lastIndexOf(element);
    if (index >= 0) openModals.splice(index, 1);
  };
}

export function isTopmost(element: Element): boolean {
  return openModals.at(-1) === element;
}
