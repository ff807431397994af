/** A market's legal-data fields and their labels: the legal-data form and the project history both name them. */

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
  legalEntityEid: 'Legal entity',
  privacyPolicyUrl: 'Privacy policy URL',
  termsUrl: 'Terms and conditions URL',
  cookiePolicyUrl: 'Cookie policy URL',
  imprint: 'Imprint',
  minimumDrinkingAge: 'Minimum drinking age',
  legalContactEmail: 'Legal contact e-mail',
  isApproved: 'Approved by legal',
};
