// The host's own strings (namespace "translations"). Spec strings are copied exactly.
export const en = {
  nav: {
    label: 'Main',
    home: 'Home',
    tutorials: 'Tutorials',
    dashboard: 'Dashboard',
    pluginDocs: 'Plugin docs',
    opensInNewTab: '(opens in a new tab)',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  profile: {
    menu: 'Profile menu',
    userProfile: 'User profile',
    signOut: 'Sign out',
    manageCookies: 'Manage Cookies',
  },
  loading: 'Loading',
  /** Document title of every page. */
  pageTitle: '{{page}} | Ottilia',
  keptDraft: {
    message: 'Your session expired while you had unsaved changes on this screen. They were kept.',
    restore: 'Restore my changes',
  },
  skipToContent: 'Skip to main content',
  notFound: {
    title: 'Page not found',
    message: "We didn't find the page you are looking for...",
    goHome: 'Go Home',
  },
  notAllowed: {
    title: "You don't have access to this page",
    text: 'Your role does not include this area. If you need it, ask an administrator of the portal.',
  },
  remoteFailure: {
    title: '{{area}} could not be loaded',
    detail: 'Module {{module}} of {{remote}} failed: {{failureType}}.',
    resource: 'Resource: {{resource}}',
    hint: 'The rest of the portal keeps working. Try again, or reload the page.',
    retry: 'Retry',
    reload: 'Reload',
  },
  home: {
    greeting: 'Hello, {{name}}',
    intro: 'Where would you like to go?',
    areas: 'Your areas',
  },
  tutorials: {
    title: 'Ottilia tutorials',
    intro: 'Short guides for the everyday work in the portal.',
    topics: [
      { title: 'Create a project', text: 'Pick the agency, the brand and the type of website, then invite the project members.' },
      { title: 'Review agencies and projects', text: 'Approve a new agency or the markets of a project; the requester is told by e-mail.' },
      { title: 'Cookies and age gate', text: "Keep each project's cookie entries and age-gate markets up to date before it goes live." },
      { title: 'Users and roles', text: 'Invite colleagues and agency staff and give each the role that fits their work.' },
    ],
  },
  // the rest of the dashboard's strings load with its chunk (features/dashboard/dashboard-strings.ts)
  dashboard: {
    title: 'Dashboard',
  },
  palette: {
    open: 'Search',
    title: 'Go to',
    label: 'Search screens, projects, agencies and brands',
    hint: 'Use the arrow keys to choose, Enter to open, Escape to close.',
    searching: 'Searching…',
    results_one: '1 result',
    results_other: '{{count}} results',
    nothingFound: 'Nothing found for "{{query}}"',
    failed: 'Some records could not be searched. Try again in a moment.',
    unavailable: 'The search could not be loaded. Check your connection and try again.',
    close: 'Close',
    inviteUser: 'Invite user',
    sections: {
      recent: 'Recent projects',
      screens: 'Screens',
      actions: 'Actions',
      projects: 'Projects',
      agencies: 'Agencies',
      brands: 'Brands',
    },
  },
  pluginDocs: {
    title: 'Plugin docs',
    intro: 'The documentation of the website plugins is published on its own site.',
    link: 'Open the plugin documentation',
  },
} as const;
