// The shell of a remote's standalone dev page (its harness). A separate entry, so the host's
// first load (/home), which carries the main entry, does not carry it.
export * from './shell/standalone-shell';
