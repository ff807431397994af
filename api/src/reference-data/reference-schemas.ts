/** JSON schemas the reference resources share (validation, serialisation, OpenAPI). */
import { HISTORY_ACTIONS } from '../db/schema.js';

export const NAME_MAX = 120;
export const BULK_MAX = 500;

/** A trimmed text that is not blank. */
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/**
 * Record ids: letters, digits, '.', '_' and '-', as the seed's 'AG-NORTHWIND' or a client's
 * UUID; the names of the collection's own routes are not ids.
 */
export const eidParams = {
  type: 'object',
  required: ['eid'],
  properties: { eid: { type: 'string', pattern: '^(?!export\\.csv$|active-state$)[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' } },
} as const;

export const timestamps = {
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

/** Documented here; read and checked by the list machinery (src/list). */
export const exportQuery = {
  type: 'object',
  properties: {
    $orderBy: { type: 'string', description: "e.g. 'name asc' (default)" },
    $filter: { type: 'string', description: "OData subset, e.g. contains(name,'gin') and isActive eq true" },
  },
} as const;

export const activeStateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['eids', 'isActive'],
  properties: {
    eids: { type: 'array', minItems: 1, maxItems: BULK_MAX, items: { type: 'string', minLength: 1, maxLength: 100 } },
    isActive: { type: 'boolean' },
  },
} as const;

export interface ActiveStateBody {
  eids: string[];
  isActive: boolean;
}

export const activeStateReply = {
  type: 'object',
  required: ['updated'],
  properties: { updated: { type: 'integer' } },
} as const;

const change = { type: 'object', properties: { from: {}, to: {} } } as const;

export const historyReply = {
  type: 'array',
  items: {
    type: 'object',
    required: ['at', 'action', 'actor', 'changes'],
    properties: {
      at: { type: 'string', format: 'date-time' },
      action: { type: 'string', enum: HISTORY_ACTIONS },
      actor: {
        anyOf: [
          { type: 'object', required: ['eid', 'displayName'], properties: { eid: { type: 'string' }, displayName: { type: 'string' } } },
          { type: 'null' },
        ],
      },
      changes: { type: 'object', additionalProperties: change },
    },
  },
} as const;
