/**
 * Spec sections 6 and 8: a Super Admin rejects a pending agency with a reason (required); the
 * agency shows Rejected with the reason, and the requester is e-mailed the decision and the reason.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { dialog, shownValue, SPEC_DIALOGS } from '../support/backoffice.js';
import { mailsArrived, mailsTo } from '../support/dev-mail.js';
import { signIn } from '../support/sign-in.js';

test('a Super Admin rejects an agency with a reason, and the requester is e-mailed it', async ({ page }) => {
  const admin = await signIn(page, 'SUPER_ADMIN', '/backoffice/agencies');
  const name = `E2E Rejected agency ${Date.now()}`;
  const eid = randomUUID();
  const contact = `contact-${eid.slice(0, 8)}@e2e-agency.example`;
  const created = await callApiAs(page, {
    method: 'PUT',
    path: `/agencies/${eid}`,
    headers: { 'if-none-match': '*' },
    body: { name, marketCode: 'IE', mainContactName: 'Aoife Byrne', mainContactEmail: contact },
  });
  expect(created.status(), await created.text()).toBe(201);
  const before = (await mailsTo(page, admin.email)).length;

  await page.goto(`/backoffice/agencies/${eid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(shownValue(page, 'Review state')).toHaveText('Pending');

  // the reason is required
  await page.getByRole('button', { name: 'Reject' }).click();
  const question = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(question).toContainText('The requester receives your reason by e-mail.');
  await question.getByRole('button', { name: 'Reject' }).click();
  await expect(question.getByText('Reason is required')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'reject agency dialog with its message');
  const reason = "The main contact e-mail is not on the agency's domain.";
  await question.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await question.getByRole('button', { name: 'Reject' }).click();

  const reviewed = dialog(page, SPEC_DIALOGS.agencyReviewed.headline);
  await reviewed.getByRole('button', { name: 'Continue' }).click();
  await expect(shownValue(page, 'Review state')).toHaveText('Rejected');
  await expect(shownValue(page, 'Review reason')).toHaveText(reason);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // the requester (not the main contact) is told, with the reason
  const mails = await mailsArrived(page, admin.email, before + 1);
  expect(mails.filter((mail) => mail.subject.includes(name))).toEqual([
    expect.objectContaining({
      to: [admin.email],
      subject: `Agency not approved: ${name}`,
      text: expect.stringContaining(`Reason: ${reason}`),
    }),
  ]);
  expect((await mailsTo(page, contact)).length).toBe(0);
  const agency = await (await callApiAs(page, { method: 'GET', path: `/agencies/${eid}` })).json();
  expect(agency).toMatchObject({ reviewState: 'REJECTED', reviewReason: reason });
});
