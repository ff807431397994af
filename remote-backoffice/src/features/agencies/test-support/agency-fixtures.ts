/** Test data: agencies as the API answers them. */
import type { Agency } from '../agencies';

export function agency(overrides: Partial<Agency> = {}): Agency {
  return {
    eid: 'AG-NORTHWIND',
    name: 'Northwind Digital',
    marketCode: 'DK',
    marketName: 'Denmark',
    mainContactName: 'Chloé Martin',
    mainContactEmail: 'chloe.martin@northwind-digital.example',
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
