/**
 * The key of one call only (its own retries, not the user pressing again): for the Cookies remote's
 * writes until its screens hold their action's key (docs/adr/0332). Not exported from the data
 * layer, so no screen can pass it for its own action.
 */
import { actionKeys, type ActionKey } from '@ottilia/shared-auth';

export const oneCallKey = (): ActionKey => actionKeys().keyFor(null);
