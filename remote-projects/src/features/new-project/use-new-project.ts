/**
 * The create flow of /new-project: the drafts, their messages, the new-agency request, saving
 * (with the no-new-agency question first and the created dialog after), and leaving through the
 * exit question. The drafts survive every failure: only a save or an exit ends them. A save or an
 * agency request pressed again on the same draft (after a lost answer) keeps its Idempotency-Key
 * and its new id: one project, one agency.
 */
import { recordKey, errorDialog, useActionKeys, useApiClient, type WithEtag } from '@ottilia/shared-auth';
import {
  createAgency,
  fieldErrorsOf,
  PROJECT_CHOICES_KEY,
  PROJECTS_API,
  projectAddress,
  saveProject,
  useRevalidateList,
  type FieldErrors,
} from '@ottilia/shared-admin';
import { useKeptDraft, useShell } from '@ottilia/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { OTHER_AGENCY, PROJECTS_ROUTE, projectRoute, type Project, type Ref } from '../../lib/project';
import {
  agencyBody,
  agencyProblems,
  EMPTY_AGENCY,
  EMPTY_PROJECT,
  isDraftChanged,
  projectBody,
  projectProblems,
  type AgencyDraft,
  type ProjectDraft,
} from './new-project-draft';
import { useProjectsStrings } from '../../i18n/strings';

/** Element ids of the fields, so a failed check can move focus to the first one to fix. */
export const projectFieldId = (field: keyof ProjectDraft) => `new-project-${field}`;
export const agencyFieldId = (field: keyof AgencyDraft) => `new-agency-${field}`;

function focusFirst(problems: FieldErrors, order: readonly string[], idOf: (field: string) => string) {
  const first = order.find((field) => problems[field] !== undefined);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * The API's messages for the fields this form has ('body.markets.2' belongs to markets);
 * whatever no field can show goes to the error dialog.
 */
function splitErrors(error: unknown, fields: readonly string[]): { shown: FieldErrors; rest: boolean } {
  const shown: Record<string, string> = {};
  let rest = false;
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const field = key.split('.')[0]!;
    if (fields.includes(field)) shown[field] ??= message;
    else rest = true;
  }
  return { shown, rest: rest || Object.keys(shown).length === 0 };
}

const PROJECT_FIELDS = Object.keys(EMPTY_PROJECT);
const AGENCY_FIELDS = Object.keys(EMPTY_AGENCY);

export function useNewProject() {
  const client = useApiClient();
  const { setDirty, confirm } = useShell();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const revalidateProjects = useRevalidateList(PROJECTS_API);
  const { t } = useProjectsStrings();
  const [uuid] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<ProjectDraft>(EMPTY_PROJECT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [agencyDraft, setAgencyDraft] = useState<AgencyDraft>(EMPTY_AGENCY);
  const [agencyErrors, setAgencyErrors] = useState<FieldErrors>({});
  const [submittingAgency, setSubmittingAgency] = useState(false);
  /** The agency submitted for review from this form: the project is saved with it. */
  const [newAgency, setNewAgency] = useState<Ref | null>(null);
  /** Saved or exited: nothing is left to lose. */
  const [finished, setFinished] = useState(false);
  const projectKeys = useActionKeys();
  const agencyKeys = useActionKeys();
  // the new agency's id, kept while its request is the same
  const agencyId = useRef<{ body: string; eid: string } | null>(null);

  const dirty = !finished && (isDraftChanged(draft, agencyDraft) || newAgency !== null);
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  // an expired session keeps the form for after sign-in (the host offers it back)
  useKeptDraft(
    () => ({ draft, agencyDraft, newAgency }),
    (kept: { draft: ProjectDraft; agencyDraft: AgencyDraft; newAgency: Ref | null }) => {
      setDraft(kept.draft);
      setAgencyDraft(kept.agencyDraft);
      setNewAgency(kept.newAgency);
    },
  );

  /** Lowers the dirty flag and lets the host see it before we navigate, so it does not ask again. */
  const finish = () => {
    flushSync(() => {
      setFinished(true);
      setDirty(false);
    });
  };

  const change = (patch: Partial<ProjectDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // a message about a value the user is changing no longer applies
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const changeAgency = (patch: Partial<AgencyDraft>) => {
    setAgencyDraft((current) => ({ ...current, ...patch }));
    setAgencyErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const submitAgency = async () => {
    if (submittingAgency || newAgency) return;
    const problems = agencyProblems(agencyDraft, t);
    setAgencyErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems, AGENCY_FIELDS, (field) => agencyFieldId(field as keyof AgencyDraft));
      return;
    }
    setSubmittingAgency(true);
    // a fresh id per request (If-None-Match: * makes sure it creates and never overwrites), the
    // same for the same request pressed again
    const body = agencyBody(agencyDraft);
    if (agencyId.current?.body !== JSON.stringify(body)) agencyId.current = { body: JSON.stringify(body), eid: crypto.randomUUID() };
    const { eid } = agencyId.current;
    try {
      const saved = await createAgency(client, eid, body, agencyKeys.keyFor([eid, body]));
      agencyKeys.done();
      agencyId.current = null;
      setNewAgency({ eid: saved?.eid ?? eid, name: saved?.name ?? agencyDraft.name.trim() });
      // the agency is now a choice too (lists and filters)
      void mutate(PROJECT_CHOICES_KEY);
    } catch (error) {
      const { shown, rest } = splitErrors(error, AGENCY_FIELDS);
      setAgencyErrors(shown);
      focusFirst(shown, AGENCY_FIELDS, (field) => agencyFieldId(field as keyof AgencyDraft));
      if (rest) void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setSubmittingAgency(false);
    }
  };

  const save = async () => {
    // Enter in a field submits too: one save at a time
    if (saving) return;
    const problems = projectProblems(draft, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems, PROJECT_FIELDS, (field) => projectFieldId(field as keyof ProjectDraft));
      return;
    }
    // spec section 4: it can be saved without one, but needs a new agency before publishing
    if (draft.agencyEid === OTHER_AGENCY && !newAgency && !(await confirm('noNewAgency'))) return;
    setSaving(true);
    let saved: WithEtag<Project>;
    try {
      const body = projectBody(draft, newAgency);
      saved = await saveProject(client, uuid, body, { ifNoneMatch: '*', idempotencyKey: projectKeys.keyFor(body) });
      projectKeys.done();
    } catch (error) {
      const { shown, rest } = splitErrors(error, PROJECT_FIELDS);
      setErrors(shown);
      focusFirst(shown, PROJECT_FIELDS, (field) => projectFieldId(field as keyof ProjectDraft));
      // e.g. 403 for a role that may not create projects: the API says so
      if (rest) void confirm('errorWithMessage', errorDialog(error));
      setSaving(false);
      return;
    }
    finish();
    // the detail page opens on what was just saved, and the list shows it when visited
    void mutate(recordKey(projectAddress(uuid)), saved, { revalidate: false });
    revalidateProjects();
    await confirm('projectCreated');
    void navigate(projectRoute(uuid), { replace: true });
  };

  const exit = async () => {
    if (dirty && !(await confirm('exit'))) return;
    finish();
    void navigate(PROJECTS_ROUTE);
  };

  return {
    draft,
    change,
    errors,
    saving,
    save,
    exit,
    agencyDraft,
    changeAgency,
    agencyErrors,
    submittingAgency,
    submitAgency,
    newAgency,
  };
}
