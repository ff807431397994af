/** Start-up guard of spec section 8. */
export function findRootElement(doc: Document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error('Failed to find the root element');
  return root;
}
