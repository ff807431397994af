/** JSON schemas of the project routes (validation, response serialisation, OpenAPI), from PROJECT_FIELDS. */
import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox';
import { echoed } from '../http/schema-types.js';
import { PROJECT_FIELDS } from './project-fields.js';

type Fields = typeof PROJECT_FIELDS;
type Name = keyof Fields;
const names = Object.keys(PROJECT_FIELDS) as Name[];

type AnswerProperties = { [K in Name]: Fields[K] extends { detailOnly: true } ? TOptional<Fields[K]['answer']> : Fields[K]['answer'] };

const answerProperties = Object.fromEntries(
  names.map((name) => {
    const field: { answer: TSchema; detailOnly?: boolean } = PROJECT_FIELDS[name];
    return [name, field.detailOnly ? Type.Optional(field.answer) : field.answer];
  }),
) as AnswerProperties;

export const PROJECT_SCHEMA_ID = 'Project';

/** Every answer carries all fields but the detail-only review. */
export const projectSchema = Type.Object(answerProperties, { $id: PROJECT_SCHEMA_ID });

export const projectParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

type Writable = { [K in Name]: Fields[K]['body'] extends TSchema ? K : never }[Name];
type BodyProperties = { [K in Writable]: Fields[K]['body'] } & { [K in Exclude<Name, Writable>]: typeof echoed };

const bodyProperties = Object.fromEntries(
  names.map((name) => {
    const body: TSchema | undefined = PROJECT_FIELDS[name].body;
    return [name, body ?? echoed];
  }),
) as BodyProperties;

/**
 * PUT body. name, brandEid and projectTypeEid are always required; other fields left out keep
 * their current value (or take their default on create), so the products screen can send the
 * project with only its flags changed. The answer's other fields may be sent back unchanged;
 * the server ignores them.
 */
export const projectPutBody = Type.Object(bodyProperties, { additionalProperties: false });

export type ProjectPutBody = Static<typeof projectPutBody>;
export type ProjectAnswer = Static<typeof projectSchema>;
