// The tutorials screen's English (host namespace translations), added when its chunk loads; data only: the
// translations seed reads it (scripts/bundled-english.mjs).
export const en = {
  tutorials: {
    intro: 'Step-by-step guides for the everyday work in the portal.',
    search: 'Search the tutorials',
    results: '{{count}} tutorials',
    noResults: 'No tutorial matches "{{query}}".',
    back: 'All tutorials',
    notFound: 'There is no tutorial at this address.',
    who: 'Who',
    steps: 'Steps',
    tips: 'Good to know',
  },
};
