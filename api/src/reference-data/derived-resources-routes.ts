/** The routes of the resources derived from their definition alone (derived-resources.ts), one reference plugin each. */
import type { FastifyPluginAsync } from 'fastify';
import { DERIVED } from './derived-resources.js';
import { definedResource, tableOf } from './from-definition.js';
import { referenceRoutes } from './reference-routes.js';

const derivedResources: FastifyPluginAsync = async (app) => {
  for (const definition of DERIVED) await app.register(referenceRoutes(definedResource(definition, { table: tableOf(definition) })));
};

export default derivedResources;
