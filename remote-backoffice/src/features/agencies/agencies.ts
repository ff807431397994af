/**
 * Agencies (GET/PUT/DELETE /agencies): partner agencies with a market, a main contact,
 * Active/Inactive, and a review state (a new agency is a request that waits for review).
 */
import type { AdminRecord, Resource } from '@ottilia/shared-admin';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface Agency extends AdminRecord {
  marketCode: string;
  marketName: string;
  mainContactName: string | null;
  mainContactEmail: string | null;
  isActive: boolean;
  reviewState: ReviewState;
  reviewReason: string | null;
  requestedBy: { eid: string; displayName: string; email: string } | null;
  projectCount: number;
  createdAt: string;
  updatedAt: string;
}

export const AGENCIES: Resource = {
  apiPath: '/agencies',
  route: '/backoffice/agencies',
  title: 'Agencies',
  singular: 'agency',
  plural: 'agencies',
  permissions: { create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
  hasActiveFlag: true,
};
