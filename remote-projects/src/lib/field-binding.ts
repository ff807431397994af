/**
 * What ties a text, select or date field of a form to one text field of its draft: id, label,
 * value, hint and error, and the change it makes. Each form says once how it names, labels and
 * checks its fields; each field then spreads `bind('name')`.
 */
import type { ReactNode } from 'react';

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

export interface FieldBinding<D> {
  draft: D;
  change(patch: Partial<D>): void;
  label(field: keyof D): string;
  error(field: keyof D): ReactNode;
  /** The control's id, where other code focuses it (the first field in error). */
  id?(field: keyof D): string;
  hint?(field: keyof D): ReactNode;
}

export function fieldBinder<D>({ draft, change, label, error, id, hint }: FieldBinding<D>) {
  return <K extends TextKey<D>>(field: K) => ({
    id: id?.(field),
    label: label(field),
    value: draft[field] as string,
    hint: hint?.(field),
    error: error(field),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value } as Partial<D>),
  });
}
