/**
 * The API's development mail sink (GET /dev/mail): what the portal e-mailed, newest last. The sink
 * exists only with DEV_MAIL_READER=on (the composition sets it) and answers Super Admins only, so
 * the page must be signed in as one. Mail leaves through the API's outbox shortly after the request
 * that wrote it, so a test waits for it (`expect.poll`, or `mailsArrived`).
 */
import { expect, type Page } from '@playwright/test';
import { callApiAs } from './api-as-user.js';

export interface SentMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/** Every mail the sink received for this address, read with the Super Admin's token of `page`. */
export async function mailsTo(page: Page, address: string): Promise<SentMail[]> {
  const response = await callApiAs(page, { method: 'GET', path: `/dev/mail?to=${encodeURIComponent(address)}` });
  if (!response.ok()) throw new Error(`GET /dev/mail answered ${response.status()}`);
  return (await response.json()) as SentMail[];
}

/** The mails to this address once at least `count` arrived (the outbox sends within seconds). */
export async function mailsArrived(page: Page, address: string, count = 1): Promise<SentMail[]> {
  let mails: SentMail[] = [];
  await expect.poll(async () => (mails = await mailsTo(page, address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mails;
}
