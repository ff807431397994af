/** Authorization errors the way B2C reports them: access_denied with a coded description (spec section 8). */
import { localOidc } from '@ottilia/shared-contracts/local-env';
import type { InteractionResults } from 'oidc-provider';

export const unregisteredUser: InteractionResults = {
  error: 'access_denied',
  error_description: `${localOidc.unregisteredUserCode}: This user does not exist and profile cannot be read.`,
};

export const forgottenPassword: InteractionResults = {
  error: 'access_denied',
  error_description: `${localOidc.forgotPasswordCode}: The user has forgotten their password.`,
};
