import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { color } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface CheckboxProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type'> {}

const Box = styled.input`
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
      <Box type="checkbox" {...input} {...controlProps} />
    </FieldFrame>
  );
}
