// The catalogue itself (DIALOGS, dialogContent) loads with the first dialog: only its ids here.
export type { DialogEntry, DialogId } from './dialog-catalogue';
export * from './message-dialog';
