/** Brands (backoffice): list, export, detail, create/update, bulk activation, delete, history. */
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { BRANDS } from '@ottilia/shared-contracts/resources';
import { brands } from './brand-table.js';
import { projects } from '../projects/project-table.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, NAME_MAX, readOnly, text } from '../reference-data/fields.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';

export const TYPE_MAX = 60;

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.brandEid} = ${brands.eid})`;

export const brandResource = defineResource({
  identity: BRANDS,
  table: brands,
  fields: {
    name: text({ max: NAME_MAX, column: brands.name, caseInsensitive: true, csv: 'Name' }),
    type: text({ max: TYPE_MAX, column: brands.type, caseInsensitive: true, lowerCase: true, csv: 'Type', description: 'lower case, e.g. spirits, wine, beer; shown capitalised' }),
    isActive: activeFlag({ column: brands.isActive }),
    projectCount: readOnly(Type.Integer(), { csv: 'Projects', select: projectCount }),
  },
  reads: [projects],
  usedBy: { projects: projects.brandEid },
});

export default referenceRoutes(brandResource);
