/**
 * JSON bodies only: Fastify's own parser (it refuses __proto__ and constructor.prototype keys), plus a
 * refusal of NUL characters, which PostgreSQL cannot store in text and would otherwise fail deep
 * inside a write.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './problem.js';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  // the API takes JSON only: a text/plain body is refused with 415 like any other type
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over text
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value))
        return done(badRequest('invalid-character', 'Text in the request body must not contain NUL characters.'), undefined);
      done(null, value);
    });
  });
}
