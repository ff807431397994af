import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { color } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface CheckboxProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type'> {}

/** A native checkbox at the size of the design (also the boxes of CheckboxGroup). */
export const CheckboxBox = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${color('primary')};

  &[aria-invalid='true'] {
    outline: 2px solid ${color('danger')};
  }
`;

export function Checkbox({ label, hint, error, required, id, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} inline {...ids}>
      <CheckboxBox {...input} {...controlProps} />
    </FieldFrame>
  );
}
