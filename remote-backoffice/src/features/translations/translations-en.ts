// The strings of /backoffice/translations (namespace "backoffice", under "translations").
export const en = {
  translations: {
    title: 'Translations',
    singular: 'translation',
    plural: 'translations',
    columns: {
      key: 'Key',
      namespace: 'Namespace',
      language: 'Language',
      value: 'Text',
      updatedAt: 'Last changed',
      actions: 'Actions',
    },
    filters: { namespace: 'Namespace', language: 'Language' },
    edited: 'Edited',
    edit: 'Edit',
    editLabel: 'Edit {{key}}',
    reset: 'Reset to English',
    resetLabel: 'Reset {{key}} to English',
    dialogTitle: 'Edit translation',
    valueLabel: 'Text',
    valueHint: 'English: {{english}}. Keep the words in double curly braces as they are.',
  },
};
