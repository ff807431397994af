// The help screen's English (host namespace translations), added when its chunk loads; data only: the
// translations seed reads it (scripts/bundled-english.mjs).
export const en = {
  help: {
    title: 'Questions about this screen',
    close: 'Close',
    tutorial: 'Tutorial: {{title}}',
    allTutorials: 'All tutorials',
  },
};
