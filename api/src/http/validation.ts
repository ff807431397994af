/**
 * Request validation with two Ajv instances. Query strings and path parameters arrive as text,
 * so their schemas may coerce ('2' -> 2); a JSON body arrives typed, and coercing it would store
 * 12345 as "12345", true as "true", 1 as true or "DE" as ["DE"]. Bodies are therefore validated
 * strictly: a wrong type is a 400 naming the field, before any handler runs.
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/** Shared by both instances: unknown body properties are reported, not silently dropped. */
export const AJV_OPTIONS = { customOptions: { removeAdditional: false } };

type Options = NonNullable<Parameters<BuildCompilerFromPool>[1]>;
// the package declares the compiler it returns loosely; Fastify calls it with a route definition
type RouteCompiler = FastifySchemaCompiler<unknown>;

export function strictBodyValidators(): { buildValidator: BuildCompilerFromPool } {
  const factory = AjvCompiler();
  const buildValidator = (externalSchemas: Parameters<BuildCompilerFromPool>[0], options: Options = AJV_OPTIONS) => {
    const lenient = factory(externalSchemas, options) as unknown as RouteCompiler;
    const strict = factory(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as Options) as unknown as RouteCompiler;
    const compile: RouteCompiler = (route) => (route.httpPart === 'body' ? strict(route) : lenient(route));
    return compile;
  };
  return { buildValidator: buildValidator as unknown as BuildCompilerFromPool };
}
