/** The project's age gate (spec section 7 "Age gate") as the API serves it. */
import { ageGateKey, readAgeGate } from '@ottilia/shared-admin';
import { useApiClient, type ApiError } from '@ottilia/shared-auth';
import type { WireAgeGate } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';

export type AgeGate = WireAgeGate;
export type AgeGateStyle = AgeGate['style'];

/** What a project without a gate starts from (the API's defaults). */
export const DEFAULT_STYLE: AgeGateStyle = {
  layout: 'centered',
  backgroundColor: '#FFFFFF',
  textColor: '#1A1A1A',
  buttonColor: '#0B5CAD',
  buttonTextColor: '#FFFFFF',
  headline: 'Are you of legal drinking age?',
  message: 'You must be {age} or older to visit this site.',
  confirmLabel: 'Yes, I am {age} or older',
  denyLabel: 'No',
  deniedMessage: 'Sorry, you are not old enough to visit this site.',
  logoUrl: null,
  backgroundImageUrl: null,
  rememberVisitorDays: 30,
};

/** The layouts; labelKey is a key of the cookies-agegate strings. */
export const LAYOUTS: readonly { value: AgeGateStyle['layout']; labelKey: string }[] = [
  { value: 'centered', labelKey: 'ageGate.style.layouts.centered' },
  { value: 'split', labelKey: 'ageGate.style.layouts.split' },
  { value: 'fullscreen', labelKey: 'ageGate.style.layouts.fullscreen' },
];

/** The gate, or null while the project has none (404 age-gate-not-found). */
export function useAgeGate(projectId: string) {
  const client = useApiClient();
  return useSWR<AgeGate | null, ApiError>(ageGateKey(projectId), () => readAgeGate(client, projectId), { revalidateOnFocus: false });
}

export const fillAge = (text: string, age: number) => text.split('{age}').join(String(age));
