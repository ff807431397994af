/**
 * The resources whose API is derived from their definition alone (no folder of their own): every
 * one of shared-contracts' DEFINITIONS but those with a folder that adds to it (a count, a
 * reference), named here as the backoffice names its own screens.
 */
import {
  BRAND_FIELDS,
  DEFINITIONS,
  EMAIL_DOMAIN_FIELDS,
  LEGAL_ENTITY_FIELDS,
  PROJECT_TYPE_FIELDS,
} from '@ottilia/shared-contracts/resources';

const OWN_FOLDERS: readonly string[] = [BRAND_FIELDS, EMAIL_DOMAIN_FIELDS, LEGAL_ENTITY_FIELDS, PROJECT_TYPE_FIELDS].map(
  (definition) => definition.identity.apiPath,
);

export const DERIVED = DEFINITIONS.filter((definition) => !OWN_FOLDERS.includes(definition.identity.apiPath));
