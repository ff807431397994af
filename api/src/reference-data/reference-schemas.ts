/** Schemas the reference resources share (validation, handler types, serialisation, OpenAPI). */
import { Type } from '@sinclair/typebox';
import { HISTORY_ACTIONS } from '../db/history-table.js';
import { stringEnum } from '../http/schema-types.js';

export const BULK_MAX = 500;

/**
 * Record ids: letters, digits, '.', '_' and '-', as the seed's 'AG-NORTHWIND' or a client's
 * UUID; the names of the collection's own routes are not ids.
 */
export const eidParams = Type.Object({
  eid: Type.String({ pattern: '^(?!export\\.csv$|exports$|active-state$|bulk-delete$)[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' }),
});

/** Documented here; read and checked by the list machinery (src/list). */
export const activeStateBody = Type.Object(
  {
    eids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: BULK_MAX }),
    isActive: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const activeStateReply = Type.Object({ updated: Type.Integer() });

const change = Type.Object({ from: Type.Optional(Type.Unknown()), to: Type.Optional(Type.Unknown()) });

export const historyReply = Type.Array(
  Type.Object({
    at: Type.String({ format: 'date-time' }),
    action: stringEnum(HISTORY_ACTIONS),
    actor: Type.Union([Type.Object({ eid: Type.String(), displayName: Type.String() }), Type.Null()]),
    // an object keyed by field name
    changes: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: change }),
    // e.g. { 'AG-NORTHWIND': 'Northwind Digital' } for an agencyEid the changes hold (src/reference-data/history-names.ts)
    names: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description:
          'The names of the records the changes refer to by id (users, agencies, brands, types of website, legal entities, markets), keyed by id',
      }),
    ),
  }),
);
