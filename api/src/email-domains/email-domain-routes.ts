/**
 * E-mail domains (backoffice): list, export, detail, create/update, bulk activation, delete,
 * history. Nothing refers to a domain by key, so a delete is never refused as in use.
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { emailDomains } from '../db/schema.js';
import { countRows } from '../reference-data/count-rows.js';
import { activeLabel } from '../reference-data/csv.js';
import { invalidField } from '../reference-data/reference-problems.js';
import type { RecordQuery, ReferenceResource } from '../reference-data/reference-resource.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';
import { emailDomainPutBody, emailDomainSchema, type EmailDomainPutBody } from './email-domain-schemas.js';

/** Host names of two or more labels (letters, digits, inner hyphens) ending in a letter TLD or punycode. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

async function findEmailDomains(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db.select().from(emailDomains).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map((d) => ({
    eid: d.eid,
    name: d.name,
    type: d.type,
    isActive: d.isActive,
    state: d.state,
    version: d.version,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  }));
}

type EmailDomain = Awaited<ReturnType<typeof findEmailDomains>>[number];

export const emailDomainResource: ReferenceResource<typeof emailDomains, EmailDomain, EmailDomainPutBody> = {
  path: 'email-domains',
  kind: 'email-domain',
  noun: 'e-mail domain',
  plural: 'e-mail domains',
  permissions: { read: 'domainsRead', create: 'domainsCreate', edit: 'domainsEdit', delete: 'domainsDelete' },
  table: emailDomains,
  fields: ['name', 'type', 'isActive', 'state'],
  list: {
    name: 'e-mail domains',
    fields: {
      eid: { column: emailDomains.eid, type: 'string' },
      name: { column: emailDomains.name, type: 'string', caseInsensitive: true },
      type: { column: emailDomains.type, type: 'string', caseInsensitive: true },
      isActive: { column: emailDomains.isActive, type: 'boolean' },
      state: { column: emailDomains.state, type: 'string', caseInsensitive: true },
    },
    defaultOrderBy: 'name asc',
    tieBreaker: emailDomains.eid,
  },
  schemas: { record: emailDomainSchema, body: emailDomainPutBody },
  find: findEmailDomains,
  count: (db, where) => countRows(db, emailDomains, where),
  async toValues(_tx, body, current) {
    const name = body.name.trim().toLowerCase();
    if (!DOMAIN.test(name)) throw invalidField('name', 'must be a domain name such as example.com');
    return {
      name,
      type: body.type.trim().toLowerCase(),
      isActive: body.isActive ?? current?.isActive ?? true,
      state: body.state === undefined ? (current?.state ?? null) : body.state?.trim() || null,
    };
  },
  activeValues: (isActive) => ({ isActive }),
  csv: [
    { header: 'ID', value: (d) => d.eid },
    { header: 'Domain', value: (d) => d.name },
    { header: 'Type', value: (d) => d.type },
    { header: 'Status', value: (d) => activeLabel(d.isActive) },
    { header: 'State', value: (d) => d.state },
    { header: 'Created', value: (d) => d.createdAt },
    { header: 'Updated', value: (d) => d.updatedAt },
  ],
};

export default async function emailDomainRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, emailDomainResource);
}
