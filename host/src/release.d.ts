/** The app, its version and commit ('host@0.1.0+1a2b3c4'), set at build time by tooling/webpack. */
declare const __OTTILIA_RELEASE__: string;

/** What the host was built against (shared-contracts' BuiltWith), set at build time by tooling/webpack. */
declare const __OTTILIA_BUILT_WITH__: import('@ottilia/shared-auth/shell-contract').BuiltWith;
