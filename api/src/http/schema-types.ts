/** TypeBox helpers that keep the JSON schema in the form the OpenAPI document has always shown. */
import { Type, type TOptional, type TUnknown } from '@sinclair/typebox';

/** `{ type: ['string', 'null'] }` rather than an anyOf. */
export const nullableString = (options: object = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** `{ type: 'string', enum: [...] }` rather than an anyOf of literals. */
export const stringEnum = <const V extends readonly string[]>(values: V, options: object = {}) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

/** A property of the record that a body may send back unchanged; the server ignores it. */
export const echoed: TOptional<TUnknown> = Type.Optional(Type.Unknown());
