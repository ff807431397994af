/** The API's development mail sink (GET /dev/mail): what the portal e-mailed, newest last. */
import type { APIRequestContext } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';

export interface SentMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/** Every mail the sink received for this address. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<SentMail[]> {
  const response = await request.get(`${localOrigins.api}/dev/mail`, { params: { to: address } });
  if (!response.ok()) throw new Error(`GET /dev/mail answered ${response.status()}`);
  return (await response.json()) as SentMail[];
}
