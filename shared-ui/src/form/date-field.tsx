import type { ComponentPropsWithRef } from 'react';
import { Control, FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface DateFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type'> {
  /** ISO date, yyyy-MM-dd (the browser shows it in the user's format). */
  value?: string;
  min?: string;
  max?: string;
}

export function DateField({ label, hint, error, required, id, 'aria-describedby': describedBy, ...input }: DateFieldProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Control type="date" {...input} {...controlProps} />
    </FieldFrame>
  );
}
