/**
 * Idempotency keys of writes (docs/adr/0330): one per user action. A key is kept while the user
 * repeats the same action (Save again on the same unchanged draft, the same dialog submitted again)
 * and replaced once that action succeeded or changed, so a repeat after a lost answer gets the
 * first answer instead of doing the write twice, and a new action is never mistaken for an old one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

declare const actionKey: unique symbol;
/**
 * The Idempotency-Key of one user action: only actionKeys() makes one, and the data layer's typed
 * writes take nothing else, so a write cannot leave the data layer without its action's key.
 */
export type ActionKey = string & { readonly [actionKey]: true };

export interface ActionKeys {
  /** The key of the action `what` describes (e.g. its body and precondition): the same while `what` is. */
  keyFor(what: unknown): ActionKey;
  /** The action succeeded: the next one gets a new key even if it looks the same. */
  done(): void;
}

export function actionKeys(): ActionKeys {
  let held: { what: string; key: ActionKey } | null = null;
  return {
    keyFor(what) {
      const text = JSON.stringify(what) ?? '';
      if (held?.what !== text) held = { what: text, key: newIdempotencyKey() as ActionKey };
      return held.key;
    },
    done() {
      held = null;
    },
  };
}
