/**
 * A reference resource's form, derived from its PUT body (the generated wire type and limits) and
 * the names of the fields it edits: the fields (the active flag a toggle, any other a text with
 * the body's maximum length, required where the body wants a non-blank text), the draft (texts
 * as strings, null as empty), the body (an optional text left empty is null), the labels
 * (`<labels>.fields.<name>`, else `common.<name>`, else the name in words) and hints
 * (`<labels>.hints.<name>` where the remote has one). `overrides` changes a field where a screen
 * differs (a select, another label or hint).
 */
import { LIMITS } from '@ottilia/shared-contracts/wire/limits';
import type { CollectionPath, WriteBodyOf } from '@ottilia/shared-admin';
import type { FieldSpec } from '@ottilia/shared-ui/admin';

type Body<A extends CollectionPath> = WriteBodyOf<A>;
/** The draft of the body's fields `K`: the flag a boolean, every other field a string. */
export type FormDraft<A extends CollectionPath, K extends keyof Body<A>> = {
  [P in K]: NonNullable<Body<A>[P]> extends boolean ? boolean : string;
};

type Override<D extends Record<string, string | boolean>> = Partial<FieldSpec<D>> | FieldSpec<D>;

export interface ResourceForm<D extends Record<string, string | boolean>> {
  fields: readonly FieldSpec<D>[];
  emptyDraft: D;
  toDraft(record: object): D;
  toBody(draft: D): unknown;
}

/** The active flag every reference record with one carries (ResourceIdentity.hasActiveFlag). */
const ACTIVE = 'isActive';

interface Limit {
  minLength?: number;
  maxLength?: number;
}

/** 'mainContactName' -> 'Main contact name'. */
const inWords = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

export function formOf<A extends CollectionPath, const K extends keyof Body<A> & string>(
  t: (keys: string[], options: { defaultValue: string }) => string,
  identity: { apiPath: A; labels: string },
  names: readonly K[],
  overrides: { [P in K]?: Override<FormDraft<A, K>> } = {},
): ResourceForm<FormDraft<A, K>> {
  type D = FormDraft<A, K>;
  const limits = ((LIMITS as Record<string, Record<string, Limit>>)[`PUT ${identity.apiPath}/{eid}`] ?? {}) as Partial<
    Record<string, Limit>
  >;
  const root = identity.labels.replace(/\.resource$/, '');
  const label = (name: string) => {
    const common = name === ACTIVE ? 'active' : name;
    return t([`${root}.fields.${name}`, `common.${common}`], { defaultValue: inWords(common) });
  };
  const required = (name: string) => (limits[name]?.minLength ?? 0) > 0;
  const hinted = (name: string) => {
    const hint = t([`${root}.hints.${name}`], { defaultValue: '' });
    return hint ? { hint } : {};
  };
  const fields = names.map((name): FieldSpec<D> => {
    const derived: FieldSpec<D> =
      name === ACTIVE
        ? { name, label: label(name), kind: 'toggle' }
        : {
            name,
            label: label(name),
            kind: 'text',
            ...(required(name) ? { required: true } : {}),
            ...(limits[name]?.maxLength ? { maxLength: limits[name].maxLength } : {}),
            ...hinted(name),
          };
    const override = overrides[name];
    // another kind of control keeps the name, label, hint and whether it is required, not the text's length
    const { maxLength: _text, ...common } = derived as FieldSpec<D> & { maxLength?: number };
    return { ...(override?.kind && override.kind !== derived.kind ? common : derived), ...override } as FieldSpec<D>;
  });
  const valueOf = (name: string, value: unknown) => (name === ACTIVE ? value !== false : String(value ?? ''));
  const draftOf = (values: Record<string, unknown>) => Object.fromEntries(names.map((name) => [name, valueOf(name, values[name])])) as D;
  return {
    fields,
    emptyDraft: draftOf({}),
    toDraft: (record) => draftOf(record as Record<string, unknown>),
    // an optional text left empty is no value
    toBody: (draft) =>
      Object.fromEntries(
        names.map((name) => {
          const value = draft[name];
          return [name, typeof value === 'string' && !required(name) ? value.trim() || null : value];
        }),
      ),
  };
}
