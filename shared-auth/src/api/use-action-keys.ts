/** A user action's idempotency keys, kept for a component's life (idempotency-key.ts). */
import { useState } from 'react';
import { actionKeys, type ActionKeys } from './idempotency-key.js';

/** actionKeys() kept for the component's life (a form, a dialog, a list's bulk actions). */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(actionKeys);
  return keys;
}
