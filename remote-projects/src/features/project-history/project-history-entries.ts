/** How an entry of GET /projects/{id}/history reads: who did what to the project, a member, a market's legal data or a review. */
import type { WireProjectHistoryEntry } from '@ottilia/shared-contracts/wire';
import { formatHistoryValue, type HistoryNames } from '@ottilia/shared-ui/admin';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../lib/project';
import { LEGAL_LABELS } from '../../lib/legal-data-fields';
import type { ProjectsT } from '../../i18n/strings';

/** As GET /projects/{id}/history answers it. */
export type ProjectHistoryEntry = WireProjectHistoryEntry;

/** Keys of the names of the fields an entry may list as changed. */
export const PROJECT_ENTRY_LABELS: Readonly<Record<string, string>> = {
  name: 'field.name',
  status: 'common.status',
  estimatedGoLiveDate: 'common.goLive',
  agencyEid: 'field.agency',
  brandEid: 'field.brand',
  projectTypeEid: 'history.projectType',
  markets: 'field.markets',
  hasGlobalPolicies: 'field.globalPolicies',
  hasAgeGateway: 'history.ageGate',
  hasCookieConsent: 'field.cookieConsent',
};

export const COOKIE_ENTRY_LABELS: Readonly<Record<string, string>> = {
  name: 'field.name',
  category: 'history.category',
  duration: 'history.duration',
  provider: 'history.provider',
  description: 'history.purpose',
  isActive: 'history.active',
};

const isDiff = (value: unknown): value is { from: unknown; to: unknown } => typeof value === 'object' && value !== null && 'to' in value;

/** A value as the project's screens show it: a status's name, else as every history reads it (names for ids, dd/MM/yyyy). */
const readable = (field: string, value: unknown, names: HistoryNames | undefined, t: ProjectsT) => {
  if (field === 'status' && typeof value === 'string') {
    const key = PROJECT_STATUS_LABELS[value as ProjectStatus];
    return key ? t(key) : value;
  }
  return formatHistoryValue(value, names);
};

/** 'Status: Draft → In review' for every changed field an update recorded. */
function diffLines({ changes, names }: ProjectHistoryEntry, labels: Readonly<Record<string, string>>, t: ProjectsT): string[] {
  return Object.entries(changes)
    .filter(([field, change]) => field in labels && isDiff(change))
    .map(([field, change]) => {
      const { from, to } = change as { from: unknown; to: unknown };
      return t('history.change', { field: t(labels[field]!), from: readable(field, from, names, t), to: readable(field, to, names, t) });
    });
}

export function describeProjectEntry(entry: ProjectHistoryEntry, t: ProjectsT): { summary: string; details: string[] } {
  const { kind, subject, action, changes } = entry;
  const name = subject?.name ?? subject?.eid ?? '';
  switch (kind) {
    case 'member':
      return { summary: t(action === 'delete' ? 'history.memberRemoved' : 'history.memberAdded', { name }), details: [] };
    case 'legal-data':
      return {
        summary: t(action === 'create' ? 'history.legalAdded' : 'history.legalUpdated', { name }),
        details: action === 'create' ? [] : diffLines(entry, LEGAL_LABELS, t),
      };
    case 'cookie':
      return {
        summary: t(action === 'create' ? 'history.cookieAdded' : action === 'delete' ? 'history.cookieRemoved' : 'history.cookieUpdated', {
          name,
        }),
        details: action === 'update' ? diffLines(entry, COOKIE_ENTRY_LABELS, t) : [],
      };
    case 'age-gate': {
      if (action === 'create') return { summary: t('history.gateCreated'), details: [] };
      const added = changes.marketAdded as { marketCode?: string } | undefined;
      if (added?.marketCode) return { summary: t('history.gateMarketAdded', { code: added.marketCode }), details: [] };
      if (typeof changes.marketRemoved === 'string')
        return { summary: t('history.gateMarketRemoved', { code: changes.marketRemoved }), details: [] };
      if (Object.keys(changes).some((field) => field.startsWith('market.')))
        return { summary: t('history.gateMarketChanged'), details: [] };
      return { summary: t('history.gateStyleUpdated'), details: [] };
    }
    case 'review': {
      if (action === 'delete') return { summary: t('history.reviewWithdrawn'), details: [] };
      const decision = isDiff(changes.decision) ? changes.decision.to : undefined;
      const comment = isDiff(changes.comment) && changes.comment.to ? [t('history.comment', { text: String(changes.comment.to) })] : [];
      if (decision === 'APPROVED') return { summary: t('history.reviewApproved'), details: comment };
      if (decision === 'REJECTED') return { summary: t('history.reviewRejected'), details: comment };
      return { summary: t('history.reviewRequested'), details: [] };
    }
    default:
      if (action === 'create') return { summary: t('history.projectCreated'), details: [] };
      if (action === 'delete') return { summary: t('history.projectDeleted'), details: [] };
      return { summary: t('history.projectUpdated'), details: diffLines(entry, PROJECT_ENTRY_LABELS, t) };
  }
}
