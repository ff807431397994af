/** GET /projects/{id}/history: the reference-data history entry, plus what each entry concerns. */
import { historyReply } from '../../reference-data/reference-schemas.js';
import { HISTORY_KINDS } from './project-history-queries.js';

const entry = historyReply.items;

export const projectHistoryReply = {
  type: 'array',
  items: {
    ...entry,
    required: ['id', ...entry.required, 'kind', 'subject'],
    properties: {
      id: { type: 'string', description: 'The history row; unique, for telling entries of one transaction apart' },
      ...entry.properties,
      kind: {
        type: 'string',
        enum: Object.values(HISTORY_KINDS),
        description: "What the entry concerns: the project, a member, a market's legal data, a review, a cookie or the age gate",
      },
      subject: {
        description:
          'The member (user eid and name), the market (code and country name), the review (eid), the cookie (id and name) or the age gate (eid); null for the project itself',
        anyOf: [
          { type: 'object', required: ['eid', 'name'], properties: { eid: { type: 'string' }, name: { type: ['string', 'null'] } } },
          { type: 'null' },
        ],
      },
      // a creation records the new values as they are, an update { from, to } per field
      changes: { type: 'object', additionalProperties: true },
    },
  },
} as const;
