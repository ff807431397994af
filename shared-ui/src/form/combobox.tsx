import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { color, fontSizes, radii, shadows, space } from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';
import { Control, FieldFrame, type FieldProps, useFieldWiring } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Second line, e.g. an e-mail address. */
  description?: string;
  /** Shown but not selectable, e.g. someone who is already a member. */
  disabled?: boolean;
}

export interface ComboboxProps extends FieldProps {
  /** The text typed; the owner searches with it (and debounces as it sees fit). */
  inputValue: string;
  onInputChange(text: string): void;
  /** Matches for the current text. */
  options: readonly ComboboxOption[];
  onSelect(option: ComboboxOption): void;
  /** The owner is still looking for matches. */
  loading?: boolean;
  /** Said instead of a list when nothing matched, e.g. 'No users found.' */
  emptyText?: string;
  placeholder?: string;
  /** Extra content under the list, e.g. how many more matches there are. */
  footer?: ReactNode;
}

/**
 * A text box with a list of suggestions (WAI-ARIA combobox, list autocomplete): typing opens
 * the list, Up/Down move through it, Enter picks, Escape closes; focus stays in the text box.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  id,
  inputValue,
  onInputChange,
  options,
  onSelect,
  loading = false,
  emptyText,
  placeholder,
  footer,
}: ComboboxProps) {
  const { t } = useEditingStrings();
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required });
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // a new list of matches starts without an active option (adjusted while rendering)
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActive(-1);
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const enabled = (index: number) => options[index] !== undefined && !options[index]!.disabled;
  const step = (from: number, direction: 1 | -1) => {
    for (let offset = 1; offset <= options.length; offset += 1) {
      const index = (from + direction * offset + options.length * 2) % options.length;
      if (enabled(index)) return index;
    }
    return -1;
  };
  const pick = (index: number) => {
    if (!enabled(index)) return;
    onSelect(options[index]!);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive(step(active === -1 && event.key === 'ArrowUp' ? 0 : active, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      // Enter in the box never submits a surrounding form while the list is in use
      if (open) event.preventDefault();
      if (open && active !== -1) pick(active);
    } else if (event.key === 'Escape' && open) {
      // closes the list only, not a dialog around it
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && options.length > 0;
  const message =
    open && !showList && inputValue.trim() !== '' ? (loading ? t('form.searching') : (emptyText ?? t('form.noMatches'))) : null;
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Anchor>
        <Control
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active !== -1 ? optionId(active) : undefined}
          aria-busy={loading || undefined}
          placeholder={placeholder}
          {...controlProps}
          value={inputValue}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <List id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} hidden={!showList}>
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-disabled={option.disabled || undefined}
              // keep focus in the text box while choosing with the mouse
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <span>{option.label}</span>
              {option.description && <Description>{option.description}</Description>}
            </Option>
          ))}
          {footer && <Footer role="presentation">{footer}</Footer>}
        </List>
      </Anchor>
      <Message role="status">{message}</Message>
    </FieldFrame>
  );
}

const Anchor = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + ${space(4)});
  z-index: 1;
  max-height: 280px;
  margin: 0;
  padding: ${space(4)} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  background: ${color('background')};
  box-shadow: ${shadows.overlay};
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${space(8, 12)};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${color('tertiary')};
    color: ${color('onTertiary')};
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }

  &[aria-disabled='true'] {
    color: ${color('textMuted')};
    cursor: not-allowed;
  }
`;

const Description = styled.span`
  font-size: ${fontSizes.small}px;
`;

const Footer = styled.li`
  padding: ${space(8, 12)};
  font-size: ${fontSizes.small}px;
  color: ${color('textMuted')};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${fontSizes.small}px;
  color: ${color('textMuted')};

  &:empty {
    display: none;
  }
`;
