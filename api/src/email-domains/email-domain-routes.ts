/**
 * E-mail domains (backoffice): list, export, detail, create/update, bulk activation, delete,
 * history; fields from EMAIL_DOMAIN_FIELDS. Nothing refers to a domain by key, so a delete is
 * never refused as in use.
 */
import { EMAIL_DOMAIN_FIELDS } from '@ottilia/shared-contracts/resources';
import { emailDomains } from './email-domain-table.js';
import { definedResource } from '../reference-data/from-definition.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';

export const emailDomainResource = definedResource(EMAIL_DOMAIN_FIELDS, { table: emailDomains });

export default referenceRoutes(emailDomainResource);
