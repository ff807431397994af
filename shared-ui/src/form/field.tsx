import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, ErrorIcon, fontSizes, fontWeights, radii, row, space, stack } from '@ottilia/shared-ui';

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
}

/** Ids and ARIA wiring shared by every field: label target, hint, error, required, invalid. */
export function useFieldWiring({ id, hint, error, required }: Omit<FieldProps, 'label'>, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describers = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
      'aria-required': required || undefined,
    },
  };
}

const Stack = styled.div`${stack(4)}`;

const Inline = styled.div`${row(8, { wrap: false })}`;

const Label = styled.label`
  font-weight: ${fontWeights.bold};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${space(2)};
  color: ${color('danger')};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.small}px;
  color: ${color('textMuted')};
`;

const ErrorText = styled.p`
  ${row(4, { wrap: false })}
  margin: 0;
  font-size: ${fontSizes.small}px;
  color: ${color('danger')};
`;

/** Text-like controls (input, select): a border that turns red when invalid. */
export const controlCss = css`
  width: 100%;
  min-height: 40px;
  padding: ${space(8, 12)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${color('danger')};
  }

  &:disabled {
    background: ${color('surface')};
    cursor: not-allowed;
  }
`;

export const Control = styled.input`
  ${controlCss}
`;

interface FieldFrameProps extends FieldProps {
  controlId: string;
  hintId: string;
  errorId: string;
  /** Checkbox and switch: the control comes before its label on one line. */
  inline?: boolean;
  children: ReactNode;
}

export function FieldFrame({ label, hint, error, required, controlId, hintId, errorId, inline, children }: FieldFrameProps) {
  const labelElement = (
    <Label htmlFor={controlId}>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
  return (
    <Stack>
      {inline ? (
        <Inline>
          {children}
          {labelElement}
        </Inline>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Stack>
  );
}

/** The hint and error under a control or group, with the ids its aria-describedby names. */
export function FieldMessages({ hint, error, hintId, errorId }: Pick<FieldProps, 'hint' | 'error'> & { hintId: string; errorId: string }) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <ErrorIcon size={16} />
          {error}
        </ErrorText>
      )}
    </>
  );
}
