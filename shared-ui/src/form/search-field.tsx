import { useEffect, useEffectEvent, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Control, FieldFrame, useFieldWiring, type FieldProps } from './field';

export interface SearchFieldProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** Search text set from outside (for example from the URL); typing changes it locally. */
  value?: string;
  defaultValue?: string;
  /** Called with the text; after `debounceMs` without typing, or at once on Enter. */
  onChange?: (value: string) => void;
  /** Wait this long after the last keystroke; 0 reports every keystroke. */
  debounceMs?: number;
}

export function SearchField({
  label,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = '',
  onChange,
  debounceMs = 0,
  onKeyDown,
  onBlur,
  'aria-describedby': describedBy,
  ...input
}: SearchFieldProps) {
  const { controlProps, ...ids } = useFieldWiring({ id, hint, error, required }, describedBy);
  const [text, setText] = useState(value ?? defaultValue);
  const [waiting, setWaiting] = useState(false);

  // A new value from outside replaces the text (adjusted during render, no effect needed).
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    if (value !== undefined) setText(value);
  }

  const report = useEffectEvent((next: string) => onChange?.(next));
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      setWaiting(false);
      report(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, waiting, debounceMs]);

  const type = (next: string) => {
    setText(next);
    if (debounceMs > 0) setWaiting(true);
    else onChange?.(next);
  };
  const flush = () => {
    if (!waiting) return;
    setWaiting(false);
    onChange?.(text);
  };
  const flushOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') flush();
  };

  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} {...ids}>
      <Control
        type="search"
        {...input}
        {...controlProps}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={flushOnEnter}
        // leaving the box (e.g. for a link in the rows) applies what was typed before the page
        // changes, so a late search never lands on the next page's address
        onBlur={(event) => {
          flush();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
