import { titleCase } from '@ottilia/shared-auth';
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { capitalise, activeLabel } from '@ottilia/shared-admin';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { EMAIL_DOMAINS, type EmailDomain } from './email-domains';

export type EmailDomainDraft = { name: string; type: string; state: string; isActive: boolean };

export const EMAIL_DOMAIN_FIELDS: readonly FieldSpec<EmailDomainDraft>[] = [
  { name: 'name', label: 'Domain', kind: 'text', required: true, maxLength: 253, hint: 'For example example.com.' },
  { name: 'type', label: 'Type', kind: 'text', required: true, maxLength: 60, hint: 'For example brand, agency or corporate.' },
  { name: 'state', label: 'State', kind: 'text', maxLength: 40, hint: 'For example VERIFIED or PENDING; may be left empty.' },
  { name: 'isActive', label: 'Active', kind: 'toggle' },
];

export const EMAIL_DOMAIN_DETAIL: DetailSpec<EmailDomain, EmailDomainDraft> = {
  resource: EMAIL_DOMAINS,
  viewRows: [
    { label: 'ID', value: (domain) => domain.eid },
    { label: 'Domain', value: (domain) => domain.name },
    { label: 'Type', value: (domain) => capitalise(domain.type) },
    { label: 'State', value: (domain) => domain.state && titleCase(domain.state) },
    { label: 'Status', value: (domain) => activeLabel(domain.isActive) },
  ],
  emptyDraft: { name: '', type: '', state: '', isActive: true },
  toDraft: ({ name, type, state, isActive }) => ({ name, type, state: state ?? '', isActive }),
  // an empty state is no state
  toBody: ({ name, type, state, isActive }) => ({ name, type, state: state.trim() || null, isActive }),
};
