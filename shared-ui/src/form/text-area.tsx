import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { controlCss, FieldFrame, type FieldProps, useFieldWiring } from './field';

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> {}

// Long texts (an imprint, a comment): grows by dragging, never sideways out of the form.
const Area = styled.textarea`
  ${controlCss}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;

export function TextArea({ label, hint, error, required, id, rows = 5, 'aria-describedby': describedBy, ...textarea }: TextAreaProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Area rows={rows} {...textarea} {...controlProps} />
    </FieldFrame>
  );
}
