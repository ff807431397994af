/**
 * Request validation with two Ajv instances. Query strings and path parameters arrive as text,
 * so their schemas may coerce ('2' -> 2); a JSON body arrives typed, and coercing it would store
 * 12345 as "12345", true as "true", 1 as true or "DE" as ["DE"]. Bodies are therefore validated
 * strictly: a wrong type is a 400 naming the field, before any handler runs.
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/** Shared by both instances: unknown body properties are reported, not silently dropped. */
export const AJV_OPTIONS = { customOptions: { removeAdditional: false } };

/**
 * When the routes' validators and serializers are compiled. 'at-start' (the API's start): all, each
 * schema checked, so a broken one stops the start. 'on-first-use' (tests): each on its route's first
 * call, since a test calls a few of some 200 routes and compiling all costs ~1.2 s (ADR 0225).
 */
export type SchemaCompile = 'at-start' | 'on-first-use';

type Options = NonNullable<Parameters<BuildCompilerFromPool>[1]>;
// the package declares the compiler it returns loosely; Fastify calls it with a route definition
type RouteCompiler = FastifySchemaCompiler<unknown>;
type Validator = ReturnType<RouteCompiler>;

/** A route's validator compiled on its first call; Fastify reads `errors` off the function it was given. */
const validatorOnFirstUse =
  (compile: RouteCompiler): RouteCompiler =>
  (route) => {
    let compiled: Validator | undefined;
    const validate: Validator = (data) => {
      compiled ??= compile(route);
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    return validate;
  };

function strictBodyValidators(when: SchemaCompile): BuildCompilerFromPool {
  const factory = AjvCompiler();
  const buildValidator = (externalSchemas: Parameters<BuildCompilerFromPool>[0], options: Options = AJV_OPTIONS) => {
    const custom = when === 'on-first-use' ? { ...options.customOptions, validateSchema: false } : options.customOptions;
    const lenient = factory(externalSchemas, { ...options, customOptions: custom } as Options) as unknown as RouteCompiler;
    const strict = factory(externalSchemas, {
      ...options,
      customOptions: { ...custom, coerceTypes: false },
    } as Options) as unknown as RouteCompiler;
    const compile: RouteCompiler = (route) => (route.httpPart === 'body' ? strict(route) : lenient(route));
    return when === 'on-first-use' ? validatorOnFirstUse(compile) : compile;
  };
  return buildValidator as unknown as BuildCompilerFromPool;
}

/** Fastify's default serializers (fast-json-stringify), each compiled on the first reply that needs it. */
function serializersOnFirstUse(): SerializerSelector.SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: SerializerSelector.Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}

/** Fastify's `schemaController.compilersFactory` for this choice. */
export const schemaCompilers = (when: SchemaCompile) => ({
  buildValidator: strictBodyValidators(when),
  ...(when === 'on-first-use' ? { buildSerializer: serializersOnFirstUse() } : {}),
});
