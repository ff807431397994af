import type { ComponentPropsWithRef } from 'react';
import { Control, FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {}

export function TextField({ label, hint, error, required, id, type = 'text', 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Control type={type} {...input} {...controlProps} />
    </FieldFrame>
  );
}
