import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { color, radii } from '@ottilia/shared-ui';
import { FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface ToggleProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type' | 'role'> {}

// A native checkbox with the switch role: it submits with forms and is announced as on/off.
const Switch = styled.input`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  margin: 0;
  border: 2px solid ${color('border')};
  border-radius: ${radii.round}px;
  background: ${color('background')};
  appearance: none;
  cursor: pointer;
  transition: background-color 120ms ease;

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color('border')};
    transition: transform 120ms ease;
  }

  &:checked {
    border-color: ${color('primary')};
    background: ${color('primary')};
  }

  &:checked::before {
    background: ${color('onPrimary')};
    transform: translateX(16px);
  }

  &[aria-invalid='true'] {
    border-color: ${color('danger')};
  }

  &:disabled {
    opacity: 0.48;
    cursor: not-allowed;
  }
`;

export function Toggle({ label, hint, error, required, id, 'aria-describedby': describedBy, ...input }: ToggleProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} inline {...ids}>
      <Switch type="checkbox" role="switch" {...input} {...controlProps} />
    </FieldFrame>
  );
}
