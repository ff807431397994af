/** Test data: agencies as the API answers them; by default the demo Agency Manager's agency, as the seed has it. */
import { DEMO_ACCOUNTS } from '@ottilia/shared-auth/demo-accounts';
import type { Agency } from '../agencies';

const manager = DEMO_ACCOUNTS.find((account) => account.role === 'AGENCY_MANAGER')!;

export function agency(overrides: Partial<Agency> = {}): Agency {
  return {
    eid: manager.agencyEid!,
    name: 'Northwind Digital',
    marketCode: 'DK',
    marketName: 'Denmark',
    mainContactName: manager.displayName,
    mainContactEmail: manager.email,
    isActive: true,
    reviewState: 'APPROVED',
    reviewReason: null,
    requestedBy: null,
    projectCount: 4,
    version: 2,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}
