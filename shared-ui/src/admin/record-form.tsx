import { stack } from '@ottilia/shared-ui';
import { CheckboxGroup, FormActions, SelectField, TextArea, TextField, Toggle, useFocusFirstField } from '@ottilia/shared-ui/editing';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldMessage, type Draft, type FieldSpec } from './field-specs';

export interface RecordFormProps<D extends Draft> {
  /** Accessible name of the form, e.g. 'Edit brand'. */
  label: string;
  fields: readonly FieldSpec<D>[];
  draft: D;
  onChange(change: Partial<D>): void;
  /** Server messages by field name. */
  errors: Readonly<Record<string, string>>;
  /** Extra help by field name, e.g. what someone else saved meanwhile. */
  hints?: Readonly<Partial<Record<string, string>>>;
  saving: boolean;
  onSubmit(): void;
  onCancel(): void;
  /** Above the fields, e.g. the conflict message. */
  banner?: ReactNode;
}

/** Labelled fields with the server's message next to each, and Save / Cancel; the first field has the focus when it opens. */
export function RecordForm<D extends Draft>({
  label,
  fields,
  draft,
  onChange,
  errors,
  hints,
  saving,
  onSubmit,
  onCancel,
  banner,
}: RecordFormProps<D>) {
  const form = useFocusFirstField<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // validation is the server's: its messages appear next to the fields
    <Form ref={form} aria-label={label} noValidate onSubmit={submit}>
      {banner}
      {fields
        .filter((spec) => !spec.shownWhen || spec.shownWhen(draft))
        .map((spec) => {
          const error = fieldMessage(spec.label, errors[spec.name]);
          const hint = [spec.hint, hints?.[spec.name]].filter(Boolean).join(' ') || undefined;
          const common = { label: spec.label, required: spec.required, hint, error };
          const value = draft[spec.name];
          if (spec.kind === 'toggle') {
            return (
              <Toggle
                key={spec.name}
                {...common}
                checked={value === true}
                onChange={(event) => onChange({ [spec.name]: event.target.checked } as Partial<D>)}
              />
            );
          }
          if (spec.kind === 'checkboxes') {
            return (
              <CheckboxGroup
                key={spec.name}
                legend={spec.label}
                required={spec.required}
                hint={hint}
                error={error}
                options={spec.options}
                value={Array.isArray(value) ? (value as readonly string[]) : []}
                // eslint-disable-next-line wire/no-answer-cast -- a draft generic in its fields, no API answer
                onChange={(chosen) => onChange({ [spec.name]: chosen } as unknown as Partial<D>)}
              />
            );
          }
          if (spec.kind === 'select') {
            return (
              <SelectField
                key={spec.name}
                {...common}
                options={spec.options}
                placeholder={spec.placeholder}
                value={String(value)}
                onChange={(event) => onChange({ [spec.name]: event.target.value } as Partial<D>)}
              />
            );
          }
          if (spec.kind === 'custom') {
            return (
              <Fragment key={spec.name}>
                {spec.render({ ...common, value: String(value), onChange: (text) => onChange({ [spec.name]: text } as Partial<D>) })}
              </Fragment>
            );
          }
          if (spec.kind === 'textarea') {
            return (
              <TextArea
                key={spec.name}
                {...common}
                rows={spec.rows}
                maxLength={spec.maxLength}
                value={String(value)}
                onChange={(event) => onChange({ [spec.name]: event.target.value } as Partial<D>)}
              />
            );
          }
          return (
            <TextField
              key={spec.name}
              {...common}
              type={spec.type}
              maxLength={spec.maxLength}
              value={String(value)}
              onChange={(event) => onChange({ [spec.name]: event.target.value } as Partial<D>)}
            />
          );
        })}
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}

const Form = styled.form`
  ${stack(20)}
  max-width: 560px;
`;
