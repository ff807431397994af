// The English of the admin entry (`@ottilia/shared-ui/admin`: list and record views), namespace
// 'ui', registered by ./admin-strings.ts when that entry loads (never on /home). Nouns ('brand',
// 'brands') and labels come from the caller, already in the user's language.
export const enAdmin = {
  bulk: {
    region: 'Selected rows',
    selected: '{{n}} selected',
    activate: 'Activate',
    deactivate: 'Deactivate',
    delete: 'Delete',
    /** "Delete 2 brands?" */
    title: '{{verb}} {{n}} {{noun}}?',
    consequence: {
      activate: 'The selected {{noun}} become available again.',
      deactivate: 'The selected {{noun}} are no longer offered for new choices; nothing is deleted.',
      // the spec's delete dialog says this; if any is still in use, none is deleted
      delete: 'This action can\u2019t be undone. If any of them is still in use, none is deleted.',
    },
    cancel: 'Cancel',
  },
  list: {
    none: 'No {{noun}} yet.',
    noMatch: 'No {{noun}} match your search or filters.',
    clear: 'Clear search and filters',
    sortBy: 'Sort by',
    ascending: '{{column}}, ascending',
    descending: '{{column}}, descending',
    filters: 'Filters',
    filtersSet: 'Filters ({{n}})',
    all: 'All',
    selectAll: 'Select all on this page',
    select: 'Select {{name}}',
    copyId: 'Copy ID',
    pageSize: 'Rows per page',
    columns: 'Columns',
    columnsShown: 'Columns shown',
    views: 'Saved views',
    noViews: 'No saved views yet.',
    viewName: 'Name of the view',
    saveView: 'Save current view',
    deleteView: 'Delete {{name}}',
    viewsLoading: 'Loading saved views',
  },
  /** A toggle's or an empty checkbox group's value as a record form shows it. */
  value: { on: 'on', off: 'off', none: 'none' },
  history: {
    heading: 'History',
    when: 'When',
    who: 'Who',
    system: 'System',
    what: 'What changed',
    retry: 'Retry',
    empty: 'No changes recorded yet.',
    yes: 'Yes',
    no: 'No',
    actions: {
      create: 'Created',
      update: 'Updated',
      delete: 'Deleted',
      review: 'Reviewed',
      activate: 'Activated',
      deactivate: 'Deactivated',
    },
  },
  export: {
    counting: 'Counting the rows to export',
    /** count picks the plural and is written as the language writes numbers (1,234) */
    ready_one: '{{count, number}} row to export as {{format}}.',
    ready_other: '{{count, number}} rows to export as {{format}}.',
    download: 'Download',
    cancel: 'Cancel',
    started: 'Download started: your browser shows its progress.',
  },
  recordConflict:
    'This record was changed by someone else while you were editing it. Your changes are kept: reload the latest version to see what changed, then save again.',
};
