// The English of the standalone entry (a remote's dev harness), namespace 'ui', registered by
// shell/standalone-shell.tsx when that entry loads.
export const enStandalone = {
  harness: {
    pages: 'Harness pages',
    slot: '{{module}} of {{remote}} appears here in the composed portal.',
  },
};
