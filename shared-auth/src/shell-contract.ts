/**
 * Re-exported from @ottilia/shared-contracts, where the build tooling and the release scripts
 * share it. A subpath of its own, not in the package's index: the host loads the check in a chunk
 * of its own, beside the remotes' manifests, off /home's first load.
 */
export { contractProblems, parseBuiltWith, SHELL_CONTRACT_VERSION, type BuiltWith } from '@ottilia/shared-contracts/shell-contract';
