/** Brands (backoffice): list, export, detail, create/update, bulk activation, delete, history; fields from BRAND_FIELDS. */
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { BRAND_FIELDS } from '@ottilia/shared-contracts/resources';
import { brands } from './brand-table.js';
import { projects } from '../projects/project-table.js';
import { definedResource } from '../reference-data/from-definition.js';
import { readOnly } from '../reference-data/fields.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.brandEid} = ${brands.eid})`;

export const brandResource = definedResource(BRAND_FIELDS, {
  table: brands,
  more: { projectCount: readOnly(Type.Integer(), { csv: 'Projects', select: projectCount }) },
  reads: [projects],
  usedBy: { projects: projects.brandEid },
});

export default referenceRoutes(brandResource);
