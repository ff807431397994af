/** How an entry of GET /projects/{id}/history reads: who did what to the project, a member, a market's legal data or a review. */
import { formatHistoryValue, type HistoryEntry } from '@ottilia/shared-ui/admin';
import { format } from 'date-fns';
import { parseApiDate } from '@ottilia/shared-ui/editing';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../lib/project';
import { LEGAL_LABELS } from '../../lib/legal-data-fields';

export interface ProjectHistoryEntry extends Omit<HistoryEntry, 'changes'> {
  id: string;
  kind: 'project' | 'member' | 'legal-data' | 'review' | 'cookie' | 'age-gate';
  subject: { eid: string; name: string | null } | null;
  changes: Record<string, unknown>;
}

const PROJECT_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  status: 'Status',
  estimatedGoLiveDate: 'Estimated go-live',
  agencyEid: 'Agency',
  brandEid: 'Brand',
  projectTypeEid: 'Project type',
  markets: 'Markets',
  hasGlobalPolicies: 'Global policies',
  hasAgeGateway: 'Age gate',
  hasCookieConsent: 'Cookie consent',
};

const COOKIE_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  category: 'Category',
  duration: 'Duration',
  provider: 'Provider',
  description: 'Purpose',
  isActive: 'Active',
};

/** Long date and time, spec section 9 ('7 March 2025, 14:05'). */
export function formatHistoryTime(iso: string): string {
  const date = parseApiDate(iso);
  return date ? format(date, "d MMMM yyyy, HH:mm") : iso;
}

const isDiff = (value: unknown): value is { from: unknown; to: unknown } => typeof value === 'object' && value !== null && 'to' in value;

const readable = (field: string, value: unknown) => {
  if (field === 'status' && typeof value === 'string') return PROJECT_STATUS_LABELS[value as ProjectStatus] ?? value;
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return formatHistoryValue(value);
};

/** 'Status: Draft → In review' for every changed field an update recorded. */
function diffLines(changes: Record<string, unknown>, labels: Readonly<Record<string, string>>): string[] {
  return Object.entries(changes)
    .filter(([field, change]) => field in labels && isDiff(change))
    .map(([field, change]) => {
      const { from, to } = change as { from: unknown; to: unknown };
      return `${labels[field]}: ${readable(field, from)} → ${readable(field, to)}`;
    });
}

export function describeProjectEntry(entry: HistoryEntry): { summary: string; details: string[] } {
  const { kind, subject, action, changes } = entry as unknown as ProjectHistoryEntry;
  const name = subject?.name ?? subject?.eid ?? '';
  switch (kind) {
    case 'member':
      return { summary: action === 'delete' ? `Member removed: ${name}` : `Member added: ${name}`, details: [] };
    case 'legal-data':
      return { summary: `Legal data for ${name} ${action === 'create' ? 'added' : 'updated'}`, details: action === 'create' ? [] : diffLines(changes, LEGAL_LABELS) };
    case 'cookie':
      return { summary: `Cookie ${action === 'create' ? 'added' : action === 'delete' ? 'removed' : 'updated'}: ${name}`, details: action === 'update' ? diffLines(changes, COOKIE_LABELS) : [] };
    case 'age-gate': {
      if (action === 'create') return { summary: 'Age gate created', details: [] };
      const added = changes.marketAdded as { marketCode?: string } | undefined;
      if (added?.marketCode) return { summary: `Age gate market added: ${added.marketCode}`, details: [] };
      if (typeof changes.marketRemoved === 'string') return { summary: `Age gate market removed: ${changes.marketRemoved}`, details: [] };
      if (Object.keys(changes).some((field) => field.startsWith('market.'))) return { summary: 'Age gate market changed', details: [] };
      return { summary: 'Age gate style updated', details: [] };
    }
    case 'review': {
      if (action === 'delete') return { summary: 'Review withdrawn', details: [] };
      const decision = isDiff(changes.decision) ? changes.decision.to : undefined;
      const comment = isDiff(changes.comment) && changes.comment.to ? [`Comment: ${String(changes.comment.to)}`] : [];
      if (decision === 'APPROVED') return { summary: 'Review approved', details: comment };
      if (decision === 'REJECTED') return { summary: 'Review rejected', details: comment };
      return { summary: 'Review requested', details: [] };
    }
    default:
      if (action === 'create') return { summary: 'Project created', details: [] };
      if (action === 'delete') return { summary: 'Project deleted', details: [] };
      return { summary: 'Project updated', details: diffLines(changes, PROJECT_LABELS) };
  }
}
