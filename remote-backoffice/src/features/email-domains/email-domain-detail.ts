import { titleCase } from '@ottilia/shared-auth';
import type { DetailSpec } from '@ottilia/shared-admin/screens';
import { capitalise, activeLabel } from '@ottilia/shared-admin';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { BackofficeT } from '../../i18n/strings';
import { emailDomainsResource, type EmailDomain } from './email-domains';

export type EmailDomainDraft = { name: string; type: string; state: string; isActive: boolean };

export const emailDomainFields = (t: BackofficeT): readonly FieldSpec<EmailDomainDraft>[] => [
  { name: 'name', label: t('emailDomains.fields.domain'), kind: 'text', required: true, maxLength: 253, hint: t('emailDomains.hints.domain') },
  { name: 'type', label: t('common.type'), kind: 'text', required: true, maxLength: 60, hint: t('emailDomains.hints.type') },
  { name: 'state', label: t('common.state'), kind: 'text', maxLength: 40, hint: t('emailDomains.hints.state') },
  { name: 'isActive', label: t('common.active'), kind: 'toggle' },
];

/** The e-mail domain's page in the current language (built at render: its labels come from t). */
export const emailDomainDetail = (t: BackofficeT): DetailSpec<EmailDomain, EmailDomainDraft> => ({
  resource: emailDomainsResource(t),
  viewRows: [
    { label: t('common.id'), value: (domain) => domain.eid },
    { label: t('emailDomains.fields.domain'), value: (domain) => domain.name },
    { label: t('common.type'), value: (domain) => capitalise(domain.type) },
    { label: t('common.state'), value: (domain) => domain.state && titleCase(domain.state) },
    { label: t('common.status'), value: (domain) => activeLabel(domain.isActive) },
  ],
  emptyDraft: { name: '', type: '', state: '', isActive: true },
  toDraft: ({ name, type, state, isActive }) => ({ name, type, state: state ?? '', isActive }),
  // an empty state is no state
  toBody: ({ name, type, state, isActive }) => ({ name, type, state: state.trim() || null, isActive }),
});
