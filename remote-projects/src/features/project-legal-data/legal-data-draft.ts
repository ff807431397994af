import type { WithEtag } from '@ottilia/shared-auth';
import type { LegalDataBody, Version } from '@ottilia/shared-admin';
import type { LegalData } from './legal-data';
import type { LegalDraft } from '../../lib/legal-data-fields';

export const EMPTY_LEGAL_DRAFT: LegalDraft = {
  legalEntityEid: '',
  privacyPolicyUrl: '',
  termsUrl: '',
  cookiePolicyUrl: '',
  imprint: '',
  minimumDrinkingAge: '',
  legalContactEmail: '',
  isApproved: false,
};

export function toLegalDraft(data: LegalData): LegalDraft {
  return {
    legalEntityEid: data.legalEntityEid ?? '',
    privacyPolicyUrl: data.privacyPolicyUrl ?? '',
    termsUrl: data.termsUrl ?? '',
    cookiePolicyUrl: data.cookiePolicyUrl ?? '',
    imprint: data.imprint ?? '',
    minimumDrinkingAge: data.minimumDrinkingAge === null ? '' : String(data.minimumDrinkingAge),
    legalContactEmail: data.legalContactEmail ?? '',
    isApproved: data.isApproved,
  };
}

/** A saved record (or none yet) as the editor's version. */
export function legalVersion(saved: WithEtag<LegalData> | null): Version<LegalDraft> {
  if (!saved) return { etag: null, values: EMPTY_LEGAL_DRAFT };
  return { etag: saved.etag ?? `"${saved.data.version}"`, values: toLegalDraft(saved.data) };
}

const text = (value: string) => value.trim() || null;

/**
 * PUT body: empty boxes are null. An age that is not a whole number goes as typed, so the API's
 * message about it shows next to the field.
 */
export function toLegalBody(draft: LegalDraft): LegalDataBody {
  const age = draft.minimumDrinkingAge.trim();
  return {
    legalEntityEid: draft.legalEntityEid || null,
    privacyPolicyUrl: text(draft.privacyPolicyUrl),
    termsUrl: text(draft.termsUrl),
    cookiePolicyUrl: text(draft.cookiePolicyUrl),
    imprint: text(draft.imprint),
    // text that is no number goes as it is, on purpose: the API's message shows by the field
    minimumDrinkingAge: (age === '' ? null : /^\d+$/.test(age) ? Number(age) : age) as LegalDataBody['minimumDrinkingAge'],
    legalContactEmail: text(draft.legalContactEmail),
    isApproved: draft.isApproved,
  };
}
