/**
 * The API's per-field messages by form field (a 400's `errors[].field` such as 'body.name', a 409's
 * `field`), each ending with the refusal's reference. A 409/422 is reported to monitoring under
 * that reference, so call it once per refusal where the answer arrives, not while rendering.
 */
import { isApiError, reportFieldRefusal, withReference } from '@ottilia/shared-auth';

export type FieldErrors = Readonly<Record<string, string>>;

interface FieldError {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is FieldError {
  const entry = value as Partial<FieldError> | null;
  return typeof entry?.field === 'string' && typeof entry.message === 'string';
}

/** 'body.name' -> 'name'; other locations (query, params) keep their prefix. */
const formField = (field: string) => field.replace(/^body\./, '');

export function fieldErrorsOf(error: unknown): FieldErrors {
  const fields = byField(error);
  if (Object.keys(fields).length > 0) reportFieldRefusal(error);
  return fields;
}

function byField(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.problem) return {};
  const { errors, field } = error.problem;
  if (Array.isArray(errors)) {
    const entries = errors
      .filter(isFieldError)
      .map((entry): [string, string] => [formField(entry.field), withReference(entry.message, error)]);
    // the first message per field is the one to fix first
    return Object.fromEntries(entries.reverse());
  }
  if (typeof field === 'string') return { [formField(field)]: withReference(error.message, error) };
  return {};
}
