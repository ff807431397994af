/** Re-exported from @ottilia/shared-contracts, where the API and the front end share it. */
export * from '@ottilia/shared-contracts/demo-accounts';
