/** Reference data of the demo seed: a drinks brand group, its markets, agencies and content. */
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { BRAND_FIELDS, LEGAL_ENTITY_FIELDS, PROJECT_TYPE_FIELDS, seedRows } from '@ottilia/shared-contracts/resources';

export const MARKETS: readonly [code: string, countryName: string][] = [
  ['GO', 'Global'],
  ['AT', 'Austria'],
  ['AU', 'Australia'],
  ['BE', 'Belgium'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CH', 'Switzerland'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['IN', 'India'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['SE', 'Sweden'],
  ['US', 'United States'],
  ['ZA', 'South Africa'],
];

/** Legal drinking (and so age-gate) ages that differ from 18. */
export const MINIMUM_AGE: Readonly<Record<string, number>> = { US: 21, JP: 20, IN: 25, CA: 19 };

// the rows of a resource written as a definition are typed and checked by it (seedRows)
export const BRANDS = seedRows(BRAND_FIELDS, [
  { eid: 'BR-AURORA-GIN', name: 'Aurora Gin', type: 'spirits', isActive: true },
  { eid: 'BR-NORDHAVN', name: 'Nordhavn Aquavit', type: 'spirits', isActive: true },
  { eid: 'BR-KESTREL', name: 'Kestrel Single Malt', type: 'spirits', isActive: true },
  { eid: 'BR-SOLSTICE', name: 'Solstice Rum', type: 'spirits', isActive: true },
  { eid: 'BR-VELA', name: 'Vela Vodka', type: 'spirits', isActive: true },
  { eid: 'BR-MAREN', name: 'Maren Vineyards', type: 'wine', isActive: true },
  { eid: 'BR-CASTELLO', name: 'Castello Brio', type: 'wine', isActive: true },
  { eid: 'BR-RIDGEBACK', name: 'Ridgeback Shiraz', type: 'wine', isActive: true },
  { eid: 'BR-FJORDLYS', name: 'Fjordlys Lager', type: 'beer', isActive: true },
  { eid: 'BR-HOPFIELD', name: 'Hopfield IPA', type: 'beer', isActive: true },
  { eid: 'BR-BRACKWATER', name: 'Brackwater Stout', type: 'beer', isActive: true },
  { eid: 'BR-LUMEN', name: 'Lumen Cider', type: 'cider', isActive: true },
  { eid: 'BR-PINECREST', name: 'Pinecrest Hard Seltzer', type: 'ready to drink', isActive: true },
  { eid: 'BR-OLD-HARBOUR', name: 'Old Harbour Liqueur', type: 'spirits', isActive: false },
]);

const northwind = DEMO_ACCOUNTS.find((a) => a.agencyEid)!.agencyEid!;

export interface SeedAgency {
  eid: string;
  name: string;
  marketCode: string;
  mainContactName: string;
  mainContactEmail: string;
  isActive: boolean;
  reviewState: 'PENDING' | 'APPROVED' | 'REJECTED';
  domain: string;
}

export const AGENCIES: readonly SeedAgency[] = [
  {
    eid: northwind,
    name: 'Northwind Digital',
    marketCode: 'DK',
    mainContactName: 'Chloé Martin',
    mainContactEmail: 'chloe.martin@northwind-digital.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'northwind-digital.example',
  },
  {
    eid: 'AG-BLUEPEAK',
    name: 'Bluepeak Studio',
    marketCode: 'GB',
    mainContactName: 'Oliver Hughes',
    mainContactEmail: 'oliver.hughes@bluepeak.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'bluepeak.example',
  },
  {
    eid: 'AG-ATELIER',
    name: 'Atelier Lumière',
    marketCode: 'FR',
    mainContactName: 'Camille Dubois',
    mainContactEmail: 'camille.dubois@atelier-lumiere.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'atelier-lumiere.example',
  },
  {
    eid: 'AG-KRAFTWERK',
    name: 'Kraftwerk Interactive',
    marketCode: 'DE',
    mainContactName: 'Jonas Becker',
    mainContactEmail: 'jonas.becker@kraftwerk-interactive.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'kraftwerk-interactive.example',
  },
  {
    eid: 'AG-MERIDIAN',
    name: 'Meridian Creative',
    marketCode: 'US',
    mainContactName: 'Maya Johnson',
    mainContactEmail: 'maya.johnson@meridian-creative.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'meridian-creative.example',
  },
  {
    eid: 'AG-SOLARIS',
    name: 'Solaris Media',
    marketCode: 'ES',
    mainContactName: 'Lucía Fernández',
    mainContactEmail: 'lucia.fernandez@solaris-media.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'solaris-media.example',
  },
  {
    eid: 'AG-GLOBE-ANCHOR',
    name: 'Globe & Anchor',
    marketCode: 'GO',
    mainContactName: 'Priya Raman',
    mainContactEmail: 'priya.raman@globe-anchor.example',
    isActive: true,
    reviewState: 'APPROVED',
    domain: 'globe-anchor.example',
  },
  {
    eid: 'AG-FJORD-FIELD',
    name: 'Fjord & Field',
    marketCode: 'NO',
    mainContactName: 'Ingrid Solberg',
    mainContactEmail: 'ingrid.solberg@fjord-field.example',
    isActive: false,
    reviewState: 'APPROVED',
    domain: 'fjord-field.example',
  },
  {
    eid: 'AG-CANVAS',
    name: 'Canvas Collective',
    marketCode: 'NL',
    mainContactName: 'Daan de Vries',
    mainContactEmail: 'daan.devries@canvas-collective.example',
    isActive: false,
    reviewState: 'REJECTED',
    domain: 'canvas-collective.example',
  },
  {
    eid: 'AG-HARBOR-LIGHTS',
    name: 'Harbor Lights Agency',
    marketCode: 'IE',
    mainContactName: 'Aoife Byrne',
    mainContactEmail: 'aoife.byrne@harbor-lights.example',
    isActive: true,
    reviewState: 'PENDING',
    domain: 'harbor-lights.example',
  },
];

/** The agency still waiting for review was asked for by the demo agency manager. */
export const PENDING_AGENCY_REQUESTER = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!.sub;

/** `state` is the API's (PROJECT_TYPE_FIELDS has no such field); null on the older rows. */
export const PROJECT_TYPES = seedRows(PROJECT_TYPE_FIELDS, [
  { eid: 'PT-BRAND-SITE', name: 'Brand website', isActive: true, state: 'ACTIVE' },
  { eid: 'PT-CAMPAIGN', name: 'Campaign microsite', isActive: true, state: null },
  { eid: 'PT-ESHOP', name: 'E-commerce shop', isActive: true, state: 'ACTIVE' },
  { eid: 'PT-COCKTAILS', name: 'Cocktail & recipe hub', isActive: true, state: 'ACTIVE' },
  { eid: 'PT-EVENT', name: 'Event landing page', isActive: true, state: null },
  { eid: 'PT-LOYALTY', name: 'Loyalty portal', isActive: true, state: 'ACTIVE' },
  { eid: 'PT-CAREERS', name: 'Careers site', isActive: false, state: 'INACTIVE' },
]);

export const LEGAL_ENTITIES = seedRows(LEGAL_ENTITY_FIELDS, [
  { eid: 'LE-OTTILIA-DK', name: 'Ottilia Brands A/S', country: 'DK' },
  { eid: 'LE-OTTILIA-DE', name: 'Ottilia Deutschland GmbH', country: 'DE' },
  { eid: 'LE-OTTILIA-FR', name: 'Ottilia France SAS', country: 'FR' },
  { eid: 'LE-OTTILIA-GB', name: 'Ottilia UK Ltd', country: 'GB' },
  { eid: 'LE-OTTILIA-US', name: 'Ottilia USA Inc.', country: 'US' },
  { eid: 'LE-OTTILIA-ES', name: 'Ottilia Iberia S.L.', country: 'ES' },
  { eid: 'LE-OTTILIA-IT', name: 'Ottilia Italia S.r.l.', country: 'IT' },
  { eid: 'LE-OTTILIA-SE', name: 'Ottilia Nordics AB', country: 'SE' },
  { eid: 'LE-OTTILIA-GO', name: 'Ottilia Global Holding B.V.', country: 'NL' },
]);

export const INTERNAL_DOMAIN = 'ottilia.example';

export const PROJECT_TOPICS = [
  'Brand Home',
  'Summer Campaign',
  'Winter Serve',
  'Cocktail Academy',
  'Limited Edition Launch',
  'Festival Pop-up',
  'Distillery Tours',
  'Gift Shop',
  'Harvest Stories',
  'Bartender Awards',
  'Sustainability Report',
  'Food Pairing Guide',
  'Loyalty Club',
  'Holiday Gifting',
  'Product Finder',
  'Heritage Timeline',
  'World Cup Activation',
  'Mixology Masterclass',
  'Store Locator',
  'Press Room',
];

export const FIRST_NAMES = [
  'Amelia',
  'Lars',
  'Sofia',
  'Mateo',
  'Freya',
  'Noah',
  'Elena',
  'Tomasz',
  'Hannah',
  'Ravi',
  'Isabel',
  'Kenji',
  'Aisha',
  'Felix',
  'Zoe',
  'Marco',
  'Nina',
  'Emil',
  'Leah',
  'Oscar',
];
export const LAST_NAMES = [
  'Andersen',
  'Bauer',
  'Costa',
  'Dupont',
  'Eriksen',
  'Fischer',
  'García',
  'Hansen',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Laurent',
  'Moreau',
  'Nielsen',
  'Olsen',
  'Petersen',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Varga',
];

export const COOKIE_CATALOG: readonly {
  name: string;
  category: 'necessary' | 'functional' | 'performance' | 'marketing';
  duration: string;
  description: string;
}[] = [
  { name: 'OptanonConsent', category: 'necessary', duration: '1y', description: "Stores the visitor's cookie consent choices." },
  { name: 'age_verified', category: 'necessary', duration: '30d', description: 'Remembers that the visitor passed the age gate.' },
  { name: 'SESSIONID', category: 'necessary', duration: 'session', description: "Keeps the visitor's session on the site." },
  { name: 'lang', category: 'functional', duration: '1y', description: 'Remembers the chosen language.' },
  {
    name: 'store_locator_pos',
    category: 'functional',
    duration: '12h',
    description: 'Remembers the last searched location in the store locator.',
  },
  { name: '_ga', category: 'performance', duration: '2y', description: 'Distinguishes visitors for site analytics.' },
  { name: '_gid', category: 'performance', duration: '1d', description: 'Distinguishes visitors for site analytics.' },
  { name: '_hjSession', category: 'performance', duration: '30m', description: "Groups the visitor's page views for heat maps." },
  { name: '_fbp', category: 'marketing', duration: '90d', description: 'Delivers and measures advertising on social media.' },
  { name: 'IDE', category: 'marketing', duration: '390d', description: 'Measures advertising conversions.' },
];

export const NEWS: readonly { title: string; summary: string; daysAgo: number }[] = [
  {
    title: 'Cookie consent templates updated',
    summary: 'All brand sites now use the refreshed consent banner with clearer category descriptions.',
    daysAgo: 3,
  },
  {
    title: 'New age gate styles available',
    summary: 'Three new age gate themes match the brand themes of the design system.',
    daysAgo: 12,
  },
  {
    title: 'Market legal data: Japan added',
    summary: 'Legal teams can now maintain legal data for projects in Japan (minimum age 20).',
    daysAgo: 26,
  },
  {
    title: 'Agency onboarding made faster',
    summary: 'Agency requests are reviewed within two working days; you are e-mailed the answer.',
    daysAgo: 41,
  },
  {
    title: 'Tutorials: publishing checklist',
    summary: 'A new tutorial walks you through everything a project needs before it goes live.',
    daysAgo: 58,
  },
  {
    title: 'Welcome to the Ottilia portal',
    summary: 'One place for all brand website projects, their markets, cookies and age gates.',
    daysAgo: 120,
  },
];

export const NEWS_HANDLE = 'ottilia-news';
export const POLICY_GROUP = 'ottilia-policies';

export const POLICY_LANGUAGES: readonly [code: string, name: string][] = [
  ['en', 'English'],
  ['da', 'Danish'],
  ['de', 'German'],
  ['es', 'Spanish'],
  ['fi', 'Finnish'],
  ['fr', 'French'],
  ['it', 'Italian'],
  ['ja', 'Japanese'],
  ['nb', 'Norwegian Bokmål'],
  ['nl', 'Dutch'],
  ['pl', 'Polish'],
  ['pt', 'Portuguese'],
  ['sv', 'Swedish'],
];
