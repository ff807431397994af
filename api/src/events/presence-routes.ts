/**
 * PUT /presence/{resource}/{id}/{lease}: the caller has the record open in an edit form (take or
 * renew the lease); DELETE: they left it. Only for a record the caller may read (else 404, as its
 * read would answer), so nobody learns of a record, or of who edits it, through presence. The PUT
 * answers who else is there. No Idempotency-Key: a lease is idempotent by nature (a repeat renews
 * it again, a repeated drop drops nothing), and storing a key per renewal would write the database
 * every 10 s per open form (docs/adr/0345-presence-leases-over-notify.md).
 */
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '@ottilia/shared-contracts/resources';
import { userOf } from '../auth/auth-plugin.js';
import { notFound, Problem } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { mayReceive, scopeOf } from './event-facts.js';
import type { EventHub } from './event-hub.js';
import { editorsOf, PRESENCE_LEASE_MS, PRESENCE_RENEW_MS } from './presence.js';

/**
 * The records an edit form is for: projects, users, the reference resources, and the project's
 * parts with a form and version of their own (one market's legal data, the age gate: id
 * `<project uuid>/<part>`); the other parts (products) are the project's.
 */
export const PRESENCE_RESOURCES: ReadonlySet<string> = new Set([
  'project',
  'user',
  'project-legal-data',
  'project-age-gate',
  ...RESOURCES.map((resource) => resource.kind),
]);

const params = {
  type: 'object',
  required: ['resource', 'id', 'lease'],
  additionalProperties: false,
  properties: {
    resource: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
    id: { type: 'string', minLength: 1, maxLength: 200 },
    lease: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;

const editorSchema = {
  type: 'object',
  required: ['eid', 'name', 'since'],
  additionalProperties: false,
  properties: { eid: { type: 'string' }, name: { type: 'string' }, since: { type: 'string', format: 'date-time' } },
} as const;

interface PresenceParams {
  resource: string;
  id: string;
  lease: string;
}

export function registerPresenceRoutes(app: FastifyInstance, hub: EventHub) {
  const readable = async (request: { params: PresenceParams }, user: ReturnType<typeof userOf>) => {
    const { resource, id } = request.params;
    const refused = () => notFound('not-found', `No ${resource.replace(/-/g, ' ')} ${id} to be present at.`);
    if (!PRESENCE_RESOURCES.has(resource)) throw refused();
    if (!mayReceive(user, { scope: await scopeOf(app.db, resource, id) })) throw refused();
  };
  const started = async () => {
    try {
      await hub.start();
    } catch {
      throw new Problem(
        503,
        'events-unavailable',
        'Service unavailable',
        'Live updates are not available right now; try again in a few seconds.',
      );
    }
  };

  app.put<{ Params: PresenceParams }>(
    '/presence/:resource/:id/:lease',
    {
      config: { permission: 'authenticated', idempotency: false },
      schema: {
        tags: ['events'],
        summary: 'Says the caller has the record open in an edit form (a lease to renew every renewSeconds)',
        description:
          'Who else has it open is sent to every reader of the record as `event: presence` on GET /events. No Idempotency-Key: a renewal is idempotent by nature.',
        params,
        response: {
          200: {
            type: 'object',
            required: ['editors', 'leaseSeconds', 'renewSeconds'],
            additionalProperties: false,
            properties: {
              editors: { type: 'array', items: editorSchema },
              leaseSeconds: { type: 'integer' },
              renewSeconds: { type: 'integer' },
            },
          },
          ...problemResponses(400, 401, 404, 503),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      await readable(request, user);
      await started();
      const { resource, id, lease } = request.params;
      const record = hub.presence.get(resource, id);
      // a renewal keeps its start; a second tab of the same user starts when their first did
      const mine = record?.leases.get(lease) ?? editorsOf(record).find((editor) => editor.eid === user.eid);
      await hub.announce({
        p: 1,
        r: resource,
        i: id,
        l: lease,
        u: user.eid,
        n: user.displayName,
        s: mine?.since ?? new Date().toISOString(),
        x: 'here',
      });
      return { editors: editorsOf(record, user.eid), leaseSeconds: PRESENCE_LEASE_MS / 1000, renewSeconds: PRESENCE_RENEW_MS / 1000 };
    },
  );

  app.delete<{ Params: PresenceParams }>(
    '/presence/:resource/:id/:lease',
    {
      config: { permission: 'authenticated', idempotency: false },
      schema: {
        tags: ['events'],
        summary: "Says the caller left the record's edit form (drops the lease)",
        params,
        response: { 204: { type: 'null' }, ...problemResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!PRESENCE_RESOURCES.has(request.params.resource)) throw notFound('not-found', `No ${request.params.resource} to leave.`);
      await started();
      const { resource, id, lease } = request.params;
      // only the lease's holder can drop it (the board checks), so no read is needed to leave
      await hub.announce({ p: 1, r: resource, i: id, l: lease, u: user.eid, n: user.displayName, s: new Date().toISOString(), x: 'gone' });
      return reply.status(204).send();
    },
  );
}
