import type { ReactNode } from 'react';
import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { bareFieldset, color, fontWeights, radii, row, space, stack } from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';
import { CheckboxBox } from './checkbox';
import { FieldMessages, RequiredMark, useFieldWiring } from './field';
import type { SelectOption } from './select-field';

export interface CheckboxGroupProps {
  /** Names the group (a fieldset's legend), e.g. 'Markets'. */
  legend: ReactNode;
  options: readonly SelectOption[];
  /** The checked options' values, in any order. */
  value: readonly string[];
  /** The new checked values, in the options' order. */
  onChange(value: string[]): void;
  /** Help text, read with the group. */
  hint?: ReactNode;
  /** Error text, read with the group. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Long lists scroll inside a box of this height (px); no limit by default. */
  maxHeight?: number;
  /** Shown in place of the boxes when there are no options. */
  emptyText?: ReactNode;
  id?: string;
}

/**
 * A multiple choice as a fieldset of native checkboxes: each box is labelled and reached with
 * Tab and toggled with Space, and the legend, hint and error are read with the group.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  maxHeight,
  emptyText,
  id,
}: CheckboxGroupProps) {
  const { t } = useEditingStrings();
  const { controlId: groupId, hintId, errorId, controlProps } = useFieldWiring({ id, hint, error });
  const checked = new Set(value);
  const toggle = (option: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => next.has(entry)));
  };
  return (
    <Fieldset id={groupId} aria-describedby={controlProps['aria-describedby']} disabled={disabled}>
      <Legend>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {options.length === 0 ? (
        <Empty>{emptyText ?? t('form.noOptions')}</Empty>
      ) : (
        <List $maxHeight={maxHeight} $invalid={Boolean(error)}>
          {options.map((option) => {
            const boxId = `${groupId}-${option.value}`;
            return (
              <Item key={option.value}>
                <CheckboxBox
                  id={boxId}
                  value={option.value}
                  checked={checked.has(option.value)}
                  disabled={option.disabled}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <label htmlFor={boxId}>{option.label}</label>
              </Item>
            );
          })}
        </List>
      )}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  ${stack(4)}
  ${bareFieldset}
`;

const Legend = styled.legend`
  margin-bottom: ${space(4)};
  padding: 0;
  font-weight: ${fontWeights.bold};
`;

const List = styled.ul<{ $maxHeight: number | undefined; $invalid: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${space(8, 16)};
  margin: 0;
  padding: ${space(8, 12)};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid ${({ $invalid }) => color($invalid ? 'danger' : 'border')};
  border-radius: ${radii.small}px;
  list-style: none;
  max-height: ${({ $maxHeight }) => ($maxHeight ? `${$maxHeight}px` : 'none')};
  overflow-y: auto;
`;

const Item = styled.li`${row(8, { wrap: false })}`;

const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
