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
    signOut: 'Sign out',
    manageCookies: 'Manage Cookies',
  },
  // the other strings of the environments list and the preview round trip load with their chunk
  // (features/preview/preview-strings.ts)
  environments: {
    title: 'Environments',
  },
  loading: 'Loading',
  /** Document title of every page. */
  pageTitle: '{{page}} | Ottilia',
  keptDraft: {
    message: 'Your session expired while you had unsaved changes on this screen. They were kept.',
    restore: 'Restore my changes',
  },
  skipToContent: 'Skip to main content',
  liveUpdates: {
    paused: 'Live updates paused',
  },
  areaUpdate: {
    ready: 'A new version of {{area}} is ready.',
    saveFirst: 'A new version of {{area}} is ready. Save or discard your changes to reload this page with it.',
    reload: 'Reload',
  },
  stageConfigError: {
    title: 'The {{stage}} configuration (env-config.json, "stageConfig") is incomplete:',
  },
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
    /** The page's own code failed while showing (a crash, not a load failure). */
    crashed: 'The {{page}} page stopped working',
    crashedDetail: 'Something went wrong while showing this page. If it keeps happening, give support the reference below.',
    detail: 'Module {{module}} of {{remote}} failed: {{failureType}}.',
    resource: 'Resource: {{resource}}',
    incompatible: 'This release of {{area}} does not fit this version of the portal: {{reason}}.',
    hint: 'The rest of the portal keeps working. Try again, or reload the page.',
    retry: 'Retry',
    reload: 'Reload',
  },
  home: {
    greeting: 'Hello, {{name}}',
    retry: 'Try again',
    news: {
      title: 'News',
      loading: 'Loading the news',
      failed: 'The news could not be loaded.',
      empty: 'There is no news yet.',
      more: 'More news',
      readMore: 'Read more: {{title}}',
      link: 'Open "{{title}}"',
    },
    policyLanguages: {
      title: 'Policy languages',
      loading: 'Loading the policy languages',
      failed: 'The policy languages could not be loaded.',
      empty: 'The policies are not published in any language yet.',
    },
    actNext: {
      title: 'What to act on next',
      loading: 'Loading',
      failed: 'This list could not be loaded.',
      all: 'See all {{count}}',
      // each list's title and empty text come with it from its remote's manifest
    },
  },
  // the tutorials' and the help panel's other strings load with them (i18n/lazy-strings.ts)
  tutorials: {
    title: 'Ottilia tutorials',
  },
  help: {
    open: 'Help',
  },
  // the rest of the dashboard's strings load with its chunk (features/dashboard/dashboard-strings.ts)
  dashboard: {
    title: 'Dashboard',
  },
  // the palette's other strings load with it (features/command-palette/palette-strings.ts)
  palette: {
    open: 'Search',
    title: 'Go to',
    close: 'Close',
    unavailable: 'The search could not be loaded. Check your connection and try again.',
  },
  pluginDocs: {
    title: 'Plugin docs',
    intro: 'The documentation of the website plugins is published on its own site.',
    link: 'Open the plugin documentation',
  },
} as const;
