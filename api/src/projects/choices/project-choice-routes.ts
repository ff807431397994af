/**
 * GET /projects/choices: what a project can refer to, in one call for the project form and the
 * list's column filters. Inactive records are included with their flag: the form offers only
 * active ones, the filters all (old projects still use inactive ones). Agency roles get only
 * their own agency, the only one they may assign. Legal entities (with their country) are listed
 * for everyone who reads projects: whoever fills a market's legal data picks its publishing
 * entity, and entity names are not confidential (the backoffice list still needs entitiesRead).
 */
import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { isAgencyScoped } from '../../auth/current-user.js';
import { agencies } from '../../agencies/agency-table.js';
import { brands } from '../../brands/brand-table.js';
import { legalEntities } from '../../legal-entities/legal-entity-table.js';
import { markets } from '../../markets/market-table.js';
import { projectTypes } from '../../project-types/project-type-table.js';
import { problemResponses } from '../../http/schemas.js';

const flagged = { eid: { type: 'string' }, name: { type: 'string' }, isActive: { type: 'boolean' } } as const;
const list = (properties: Record<string, unknown>) => ({
  type: 'array',
  items: { type: 'object', required: Object.keys(properties), properties },
});

export const projectChoicesSchema = {
  $id: 'ProjectChoices',
  type: 'object',
  required: ['agencies', 'brands', 'projectTypes', 'markets', 'legalEntities'],
  properties: {
    agencies: list({ ...flagged, marketCode: { type: 'string' } }),
    brands: list(flagged),
    projectTypes: list(flagged),
    markets: list({ code: { type: 'string' }, countryName: { type: 'string' } }),
    legalEntities: list({
      eid: { type: 'string' },
      name: { type: 'string' },
      country: { type: 'string' },
      countryName: { type: 'string' },
    }),
  },
} as const;

/** Case-insensitive by name; the key breaks ties so the order is stable. */
const byName = (name: AnyColumn, key: AnyColumn): SQL[] => [asc(sql`lower(${name})`), asc(key)];

/** Active as the project form checks it: the flag, and for types a state that is missing or ACTIVE. */
const projectTypeActive = sql<boolean>`${projectTypes.isActive} and coalesce(${projectTypes.state}, 'ACTIVE') = 'ACTIVE'`;

export default async function projectChoiceRoutes(app: FastifyInstance) {
  app.addSchema(projectChoicesSchema);

  app.get(
    '/projects/choices',
    {
      config: { permission: 'projectsRead' },
      schema: {
        tags: ['projects'],
        summary: 'Agencies, brands, types of website, markets and legal entities a project can refer to, each sorted by name',
        response: { 200: { $ref: 'ProjectChoices#' }, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const agencyQuery = app.db
        .select({ eid: agencies.eid, name: agencies.name, marketCode: agencies.marketCode, isActive: agencies.isActive })
        .from(agencies)
        .orderBy(...byName(agencies.name, agencies.eid));
      const [agencyRows, brandRows, typeRows, marketRows, entityRows] = await Promise.all([
        // an agency user without an agency gets none
        isAgencyScoped(user) ? (user.agencyEid ? agencyQuery.where(eq(agencies.eid, user.agencyEid)) : Promise.resolve([])) : agencyQuery,
        app.db
          .select({ eid: brands.eid, name: brands.name, isActive: brands.isActive })
          .from(brands)
          .orderBy(...byName(brands.name, brands.eid)),
        app.db
          .select({ eid: projectTypes.eid, name: projectTypes.name, isActive: projectTypeActive })
          .from(projectTypes)
          .orderBy(...byName(projectTypes.name, projectTypes.eid)),
        app.db
          .select({ code: markets.code, countryName: markets.countryName })
          .from(markets)
          .orderBy(...byName(markets.countryName, markets.code)),
        app.db
          .select({ eid: legalEntities.eid, name: legalEntities.name, country: legalEntities.country, countryName: markets.countryName })
          .from(legalEntities)
          .innerJoin(markets, eq(markets.code, legalEntities.country))
          .orderBy(...byName(legalEntities.name, legalEntities.eid)),
      ]);
      return { agencies: agencyRows, brands: brandRows, projectTypes: typeRows, markets: marketRows, legalEntities: entityRows };
    },
  );
}
