import type { FastifyRequest } from 'fastify';
import { Problem } from '../http/problem.js';
import { userOf } from './auth-plugin.js';

/** A preHandler for the development readers (mail sink, monitoring receiver): Super Admins only. */
export const superAdminOnly = (what: string) => async (request: FastifyRequest) => {
  if (userOf(request).role !== 'SUPER_ADMIN') {
    throw new Problem(403, 'super-admin-only', 'Forbidden', `Only a Super Admin may read ${what}.`);
  }
};
