// The palette screen's English (host namespace translations), added when its chunk loads; data only: the
// translations seed reads it (scripts/bundled-english.mjs).
export const en = {
  palette: {
    label: 'Search screens, projects, agencies and brands',
    hint: 'Use the arrow keys to choose, Enter to open, Escape to close.',
    searching: 'Searching…',
    results_one: '1 result',
    results_other: '{{count}} results',
    nothingFound: 'Nothing found for "{{query}}"',
    failed: 'Some records could not be searched. Try again in a moment.',
    // the records' sections are titled by the remotes' manifests
    sections: {
      screens: 'Screens',
      actions: 'Actions',
    },
  },
};
