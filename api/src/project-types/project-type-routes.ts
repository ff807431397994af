/**
 * Project types, the "types of website" (backoffice): list, export, detail, create/update, bulk
 * activation, delete, history; fields from PROJECT_TYPE_FIELDS. `state` follows `isActive` ('ACTIVE' or 'INACTIVE') whenever the
 * flag is written; older rows may have no state, which counts as active.
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { PROJECT_TYPE_FIELDS } from '@ottilia/shared-contracts/resources';
import { projectTypes } from './project-type-table.js';
import { projects } from '../projects/project-table.js';
import { definedResource } from '../reference-data/from-definition.js';
import { readOnly } from '../reference-data/fields.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';
import { nullableString } from '../http/schema-types.js';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.projectTypeEid} = ${projectTypes.eid})`;

const activeValues = (isActive: boolean) => ({ isActive, state: isActive ? 'ACTIVE' : 'INACTIVE' });

export const projectTypeResource = definedResource(PROJECT_TYPE_FIELDS, {
  table: projectTypes,
  more: {
    state: readOnly(nullableString({ description: "null or 'ACTIVE' = active, 'INACTIVE' = inactive" }), { stored: true }),
    projectCount: readOnly(Type.Integer(), { csv: 'Projects', select: projectCount }),
  },
  // the spec's body is `{ id, name, isActive }`: id is the eid
  bodyAlso: { id: Type.Optional(Type.String()) },
  reads: [projects],
  async toValues(_tx, body, current) {
    const isActive = body.isActive ?? current?.isActive ?? true;
    // an unchanged flag keeps the row's state (which may be null)
    const state = current && current.isActive === isActive ? { state: current.state } : activeValues(isActive);
    return { name: body.name.trim(), isActive, ...state };
  },
  activeValues,
  usedBy: { projects: projects.projectTypeEid },
});

export default referenceRoutes(projectTypeResource);
