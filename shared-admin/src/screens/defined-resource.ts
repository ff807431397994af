/**
 * The screens of a resource written as a definition (@ottilia/shared-contracts/resources): the
 * form (a flag a toggle, an enum a select, a text with its maximum and whether it is required),
 * the draft and the body (an optional text left empty is null), the list's columns, search and
 * filters, the history's labels, and the full dialog screens: history in the edit dialog, Delete
 * per row, the Status switch. Labels are `<labels>.fields.<name>` (or the field's `label`), else
 * `common.<name>`, else the name in words.
 */
import { valueFilter } from '@ottilia/shared-admin';
import {
  labelKey,
  listColumns,
  searchFields,
  type Definition,
  type DefinedRecordOf,
  type DraftOf,
} from '@ottilia/shared-contracts/resources';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { defineResource, type ScreenIdentity } from './define-resource';
import type { ResourceForm } from './resource-form';

type T = (keys: string[], options: { defaultValue: string }) => string;

/** 'mainContactName' -> 'Main contact name'. */
const inWords = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

/** A field's label in the current language. */
export function fieldLabel(t: T, definition: Definition, name: string) {
  const common = name === 'isActive' ? 'active' : name;
  return t([labelKey(definition, name), `common.${common}`], { defaultValue: inWords(common) });
}

/** The form of a definition: its fields, draft and body. */
export function definedForm<D extends Definition>(t: T, definition: D): ResourceForm<DraftOf<D> & Record<string, string | boolean>> {
  type Dr = DraftOf<D> & Record<string, string | boolean>;
  const entries = Object.entries(definition.fields);
  const fields = entries.map(([name, field]): FieldSpec<Dr> => {
    const label = fieldLabel(t, definition, name);
    if (field.kind === 'flag') return { name, label, kind: 'toggle' };
    if (field.kind === 'enum')
      return {
        name,
        label,
        kind: 'select',
        required: true,
        placeholder: label,
        options: field.values.map((value) => ({ value, label: value })),
      };
    return {
      name,
      label,
      kind: 'text',
      maxLength: field.max,
      ...(field.required === false ? {} : { required: true }),
      ...(field.pattern ? { hint: `${inWords(name)} ${field.pattern.message}` } : {}),
    };
  });
  const draftOf = (values: Record<string, unknown>) =>
    Object.fromEntries(
      entries.map(([name, field]) => [name, field.kind === 'flag' ? values[name] !== false : String(values[name] ?? '')]),
    ) as Dr;
  return {
    fields,
    emptyDraft: draftOf({}),
    toDraft: (record) => draftOf(record as Record<string, unknown>),
    toBody: (draft) =>
      Object.fromEntries(
        entries.map(([name, field]) => {
          const value = draft[name];
          return [name, field.kind === 'text' && field.required === false && typeof value === 'string' ? value.trim() || null : value];
        }),
      ),
  };
}

/** The list and dialog screens (and a record's detail page) of a definition. */
export function definedScreens<D extends Definition>(t: T, definition: D, ns: string) {
  const form = definedForm(t, definition);
  const header = (name: string) => fieldLabel(t, definition, name);
  const filters = Object.entries(definition.fields).flatMap(([name, field]) =>
    field.kind === 'enum' && field.list?.filter
      ? [
          valueFilter(
            name,
            header(name),
            name,
            field.values.map((value) => ({ value, label: value })),
          ),
        ]
      : [],
  );
  type Rec = DefinedRecordOf<D> & Record<string, unknown>;
  return defineResource<Rec, DraftOf<D> & Record<string, string | boolean>>({
    identity: definition.identity as ScreenIdentity,
    ns,
    primary: { key: definition.title, header: header(definition.title) },
    nameLabel: header(definition.title),
    searchFields: searchFields(definition),
    filters,
    columns: listColumns(definition).map((name) => ({
      key: name,
      header: header(name),
      sortable: definition.fields[name]!.list?.sort !== false,
    })),
    viewRows: listColumns(definition).map((name) => ({ label: header(name), value: (record: Rec) => record[name] as string })),
    titleOf: (record) => String(record[definition.title]),
    form,
    dialog: { activeSwitch: definition.identity.hasActiveFlag, history: true, deleteQuestion: 'delete', namesRows: 'buttons' },
  });
}
