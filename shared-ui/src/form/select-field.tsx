import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlCss, FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  options: readonly SelectOption[];
  /** First, empty choice such as "Select an agency". */
  placeholder?: string;
}

const Select = styled.select`
  ${controlCss}
`;

export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Select {...select} {...controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
