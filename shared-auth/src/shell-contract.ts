/** Re-exported from @ottilia/shared-contracts, where the build tooling and the release scripts share it. */
export { contractProblems, parseBuiltWith, SHELL_CONTRACT_VERSION, type BuiltWith } from '@ottilia/shared-contracts/shell-contract';
