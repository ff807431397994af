// The English of the editing entry (`@ottilia/shared-ui/editing`: tables, paging, form controls),
// namespace 'ui', registered by ./editing-strings.ts when that entry loads, so /home's first load
// does not carry it.
export const enEditing = {
  table: { empty: 'No results' },
  pager: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    /** The compact type's "3 of 5". */
    status: '{{page}} of {{pages}}',
    /** The input type: "Page [3] of 5". */
    entry: 'Page',
    of: 'of {{pages}}',
  },
  /** Under a list: "Page 2 of 3, 45 brands" (the noun is the caller's, singular or plural). */
  listFooter: 'Page {{page}} of {{pages}}, {{total}} {{noun}}',
  form: {
    save: 'Save',
    cancel: 'Cancel',
    noOptions: 'Nothing to choose from.',
    noMatches: 'No matches.',
    searching: 'Searching…',
  },
  date: {
    placeholder: 'dd/mm/yyyy',
    after: 'Enter a date on or after {{date}}.',
    before: 'Enter a date on or before {{date}}.',
    pattern: 'Enter the date as {{pattern}}.',
    /** A date written as dd/MM/yyyy that the calendar does not have (31/02/2027, 01/13/2027). */
    noSuchDay: 'There is no such day: {{month}} has {{days}} days.',
    noSuchMonth: 'There is no month {{month}}. Enter the date as {{pattern}}.',
    /** The ends of a range (rangeEnd), the other end's date given. */
    endBeforeStart: 'The end date is before the start date ({{date}}).',
    startAfterEnd: 'The start date is after the end date ({{date}}).',
    /** The calendar button of a date field: empty, and with a date ("Change date, 7 March 2025"). */
    choose: 'Choose date',
    change: 'Change date, {{date}}',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  conflict: {
    reload: 'Reload latest',
    reloaded: 'The latest version is loaded and your changes are kept. Saving now applies them over it.',
  },
};
