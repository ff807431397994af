/** A market's legal-data fields and their labels' keys: the legal-data form and the project history both name them. */

/** The form's values: text boxes hold strings ('' for nothing). */
export interface LegalDraft {
  legalEntityEid: string;
  privacyPolicyUrl: string;
  termsUrl: string;
  cookiePolicyUrl: string;
  imprint: string;
  minimumDrinkingAge: string;
  legalContactEmail: string;
  isApproved: boolean;
}

export const LEGAL_LABELS: Record<keyof LegalDraft, string> = {
  legalEntityEid: 'legal.entity',
  privacyPolicyUrl: 'legal.privacyUrl',
  termsUrl: 'legal.termsUrl',
  cookiePolicyUrl: 'legal.cookieUrl',
  imprint: 'legal.imprint',
  minimumDrinkingAge: 'legal.minAge',
  legalContactEmail: 'legal.contactEmail',
  isApproved: 'legal.approved',
};
