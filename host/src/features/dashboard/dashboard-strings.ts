/**
 * The dashboard's strings, added to the shared i18next instance when its chunk loads: they stay
 * out of the first load of /home (only the title, which the nav and the page title need, is in
 * the host's en.ts).
 */
import { addLazyStrings } from '../../i18n/lazy-strings';

export const dashboardStrings = {
  intro: 'Figures on projects, agencies and reviews across the brand group.',
  loading: 'Loading the dashboard',
  retry: 'Try again',
  empty: 'No projects match these filters.',
  clearFilters: 'Clear filters',
  filters: {
    legend: 'Filters',
    agency: 'Agency',
    brand: 'Brand',
    market: 'Market',
    from: 'Created from',
    to: 'Created until',
    any: 'All',
    rangeError: 'The end date is before the start date.',
  },
  total_one: '{{count}} project',
  total_other: '{{count}} projects',
  charts: {
    status: 'Projects by status',
    market: 'Projects by market',
    marketNote: 'A project counts once in each of its markets.',
    agency: 'Projects by agency',
    brand: 'Projects by brand',
    goLives: 'Planned go-lives per month',
    goLivesSummary: '{{total}} planned go-lives in the next 12 months; the busiest month is {{busiest}} with {{count}}.',
    goLivesNone: 'No planned go-lives in the next 12 months.',
    goLivesEarlier: '{{count}} projects have a planned go-live before this month and are not published yet.',
    showTable: 'Show the figures as a table',
    month: 'Month',
    projects: 'Projects',
    share: 'Share',
    other_one: 'Other ({{count}} more)',
    other_other: 'Other ({{count}} more)',
  },
  statuses: { DRAFT: 'Draft', IN_REVIEW: 'In review', APPROVED: 'Approved', PUBLISHED: 'Published' },
  reviews: {
    title: 'Review pipeline',
    submitted: 'Submitted',
    pending: 'Waiting for review',
    approved: 'Approved',
    rejected: 'Rejected',
    median: 'Median time to approval',
    average: 'Average time to approval',
    none: 'No approvals yet',
    hours: '{{hours}} h',
    days: '{{days}} days',
  },
  agencies: {
    title: 'Agencies pending review',
    none: 'No agency is waiting for review.',
    oldest: 'Waiting longest',
  },
  coverage: {
    title: 'Cookie consent and age gate',
    cookieConsentEnabled: 'Cookie consent switched on',
    withCookies: 'Cookie entries added',
    ageGateEnabled: 'Age gate switched on',
    withAgeGate: 'Age gate set up',
    value: '{{count}} of {{total}} ({{percent}} %)',
  },
  embed: {
    title: 'Reports',
    open: 'Open the BI report',
  },
};

addLazyStrings({ dashboard: dashboardStrings });
