/** JSON schemas of GET /dashboard and GET /dashboard/embed-info (validation, serialisation, OpenAPI). */
import { Type, type Static } from '@sinclair/typebox';
import { PROJECT_STATUSES } from '../projects/project-table.js';
import { stringEnum } from '../http/schema-types.js';

/** Agencies, brands and markets beyond this many are summed up as "other". */
export const DASHBOARD_TOP = 10;
/** Planned go-lives are shown for this many months, starting with the current one. */
export const GO_LIVE_MONTHS = 12;
/** Agencies pending review listed by name (the oldest requests first). */
export const PENDING_AGENCIES_LISTED = 5;

// eids and market codes as the reference routes write them; anything else is a 400, not a lookup
const eid = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]*$', description });

export const dashboardQuery = Type.Object(
  {
    agency: Type.Optional(eid('Only projects of this agency (eid)')),
    brand: Type.Optional(eid('Only projects of this brand (eid)')),
    market: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Only projects in this market (code, e.g. DK)' })),
    from: Type.Optional(Type.String({ format: 'date', description: 'Only projects created on or after this day (UTC), YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Only projects created on or before this day (UTC), YYYY-MM-DD' })),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof dashboardQuery>;

const count = Type.Integer({ minimum: 0 });

// the plural spelled out: not every noun takes an "s" (agency, agencies)
const breakdown = (what: string, whats: string) =>
  Type.Object({
    items: Type.Array(
      Type.Object({
        key: Type.Union([Type.String(), Type.Null()], { description: `The ${what}'s id; null for projects without one` }),
        label: Type.String(),
        count,
      }),
    ),
    otherCount: Type.Integer({ minimum: 0, description: `Projects of the ${whats} beyond the largest ${DASHBOARD_TOP}` }),
    otherGroups: Type.Integer({ minimum: 0, description: `How many ${whats} "other" sums up` }),
  });

export const dashboardReply = Type.Object(
  {
    projects: Type.Integer({ minimum: 0, description: 'Projects the filters select (and the caller may see)' }),
    byStatus: Type.Array(Type.Object({ status: stringEnum(PROJECT_STATUSES), count }), { description: 'Every status, zero included' }),
    byMarket: breakdown('market', 'markets'),
    byAgency: breakdown('agency', 'agencies'),
    byBrand: breakdown('brand', 'brands'),
    goLivesByMonth: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), count }), {
      description: `Planned go-lives (estimatedGoLiveDate) per month, ${GO_LIVE_MONTHS} months from the current one`,
    }),
    goLivesEarlier: Type.Integer({
      minimum: 0,
      description: 'Projects whose planned go-live is before the current month and that are not published',
    }),
    reviews: Type.Object(
      {
        submitted: count,
        pending: count,
        approved: count,
        rejected: count,
        medianHoursToApproval: Type.Union([Type.Number(), Type.Null()], {
          description: 'Median time from submission to approval; null without approvals',
        }),
        averageHoursToApproval: Type.Union([Type.Number(), Type.Null()]),
      },
      { description: 'Reviews of the selected projects' },
    ),
    agenciesPendingReview: Type.Object(
      {
        count,
        oldest: Type.Array(
          Type.Object({
            eid: Type.String(),
            name: Type.String(),
            marketCode: Type.String(),
            requestedAt: Type.String({ format: 'date-time' }),
          }),
        ),
      },
      { description: 'Agencies waiting for review (agency and market filters apply)' },
    ),
    coverage: Type.Object({
      projects: count,
      cookieConsentEnabled: Type.Integer({ minimum: 0, description: 'Projects with hasCookieConsent' }),
      withCookies: Type.Integer({ minimum: 0, description: 'Projects with at least one cookie entry' }),
      ageGateEnabled: Type.Integer({ minimum: 0, description: 'Projects with hasAgeGateway' }),
      withAgeGate: Type.Integer({ minimum: 0, description: 'Projects with an age gate configured' }),
    }),
  },
  { additionalProperties: false },
);
export type DashboardReply = Static<typeof dashboardReply>;

export const embedInfoReply = Type.Union([
  Type.Object({ configured: Type.Literal(false) }, { additionalProperties: false }),
  Type.Object(
    {
      configured: Type.Literal(true),
      url: Type.String({ description: 'The BI report to embed (an iframe src)' }),
      token: Type.String({ description: 'A signed token the BI service accepts for this user' }),
      expiresAt: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
]);
export type EmbedInfoReply = Static<typeof embedInfoReply>;
