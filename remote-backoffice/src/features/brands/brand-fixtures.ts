import type { Brand } from './brands';

/** A brand as the API answers it, for the brand screens' tests. */
export const brand = (overrides: Partial<Brand>): Brand => ({
  eid: 'BR-AURORA-GIN',
  name: 'Aurora Gin',
  type: 'spirits',
  isActive: true,
  projectCount: 2,
  version: 3,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});
