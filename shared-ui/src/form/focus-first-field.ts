import { useEffect, useRef } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A form opened by a button (Edit) takes the keyboard focus to its first field, so the user
 * types where the form is instead of tabbing back to it from the page's start.
 */
export function useFocusFirstField<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, []);
  return ref;
}
