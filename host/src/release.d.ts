/** The app, its version and commit ('host@0.1.0+1a2b3c4'), set at build time by tooling/webpack. */
declare const __OTTILIA_RELEASE__: string;
