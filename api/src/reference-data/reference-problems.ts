/** The refusals the reference resources share, with stable codes (problem+json). */
import { badRequest, conflict, notFound, Problem } from '../http/problem.js';

/** The auth plugin's refusal, for permissions that depend on the request (create or edit). */
export const forbidden = (permission: string) =>
  new Problem(403, 'forbidden', 'Forbidden', `This needs the ${permission} permission, which your role does not have.`, { permission });

export const recordNotFound = (kind: string, noun: string, eid: string) => notFound(`${kind}-not-found`, `There is no ${noun} ${eid}.`);

/**
 * A 400 about one body field, shaped like schema validation errors (`errors: [{field, message}]`,
 * field `body.<name>`) so a form shows it next to the field.
 */
export const invalidField = (field: string, message: string) =>
  badRequest('invalid-request', `body.${field} ${message}`, { errors: [{ field: `body.${field}`, message }] });

export const duplicateName = (noun: string, name: string) => {
  const message = `is already the name of another ${noun}`;
  return conflict('duplicate-name', `"${name}" ${message}; choose a different name.`, {
    field: 'name',
    errors: [{ field: 'body.name', message }],
  });
};

/** A taken value of another unique field, with the field's own code (e.g. `duplicate-code`). */
export const duplicateValue = ({ field, code }: { field: string; code: string }, noun: string, value: string) => {
  const words = field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  const message = `is already the ${words} of another ${noun}`;
  return conflict(code, `"${value}" ${message}; choose a different ${words}.`, { field, errors: [{ field: `body.${field}`, message }] });
};

/** Counted dependants as words: `{ projects: 3, users: 1 }` -> '3 projects and 1 user'. */
const NOUNS: Record<string, [one: string, many: string]> = {
  projects: ['project', 'projects'],
  users: ['user', 'users'],
  agencies: ['agency', 'agencies'],
  legalData: ['market legal-data row', 'market legal-data rows'],
};

export function describeUsage(usage: Record<string, number>): string {
  const parts = Object.entries(usage)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${(NOUNS[kind] ?? [kind, kind])[n === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export const inUse = (noun: string, usage: Record<string, number>) =>
  conflict('in-use', `This ${noun} is used by ${describeUsage(usage)}, so it cannot be deleted; move them to another ${noun} first.`, {
    usage,
  });
