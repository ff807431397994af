export * from './dialog-catalogue';
export * from './message-dialog';
