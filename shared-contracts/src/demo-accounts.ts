/**
 * Demo accounts of the local composition. The dev identity provider holds them in its directory
 * and the API seed creates the product users with the same subject ids (eid), as the hosted
 * identity service and the product share object ids in production.
 */
import type { Role } from './permissions.js';

export interface DemoAccount {
  /** Subject id in the identity service = user eid in the product. */
  sub: string;
  email: string;
  displayName: string;
  /** Product role; null for an identity account the product does not know. */
  role: Role | null;
  /** Agency eid for agency roles (matches the API seed). */
  agencyEid: string | null;
}

/** Password of every demo account (dev/test only). */
export const DEMO_PASSWORD = 'Ottilia-demo-2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    sub: '5f0c1a2e-0001-4a6b-9c1d-0000000000a1',
    email: 'ada.lindqvist@ottilia.example',
    displayName: 'Ada Lindqvist',
    role: 'SUPER_ADMIN',
    agencyEid: null,
  },
  {
    sub: '5f0c1a2e-0002-4a6b-9c1d-0000000000b2',
    email: 'bruno.keller@ottilia.example',
    displayName: 'Bruno Keller',
    role: 'BRAND_MANAGER',
    agencyEid: null,
  },
  {
    sub: '5f0c1a2e-0003-4a6b-9c1d-0000000000c3',
    email: 'chloe.martin@northwind-digital.example',
    displayName: 'Chloé Martin',
    role: 'AGENCY_MANAGER',
    agencyEid: 'AG-NORTHWIND',
  },
  {
    sub: '5f0c1a2e-0004-4a6b-9c1d-0000000000d4',
    email: 'daniel.okafor@northwind-digital.example',
    displayName: 'Daniel Okafor',
    role: 'AGENCY_USER',
    agencyEid: 'AG-NORTHWIND',
  },
  {
    sub: '5f0c1a2e-0005-4a6b-9c1d-0000000000e5',
    email: 'nora.visitor@ottilia.example',
    displayName: 'Nora Visitor',
    role: null,
    agencyEid: null,
  },
];

/** Contact address shown on the unregistered-user screen (spec section 8). */
export const ACCESS_CONTACT_EMAIL = 'portal-access@ottilia.example';

/**
 * A seeded demo project (dev/test only) with cookie consent and an age gate: the sample the
 * remotes' standalone pages open. The API's demo seed gives it this id.
 */
export const SAMPLE_PROJECT_ID = '0d1e5a3b-5a3b-4e1d-9c0f-5a3b1e0d5a3b';
