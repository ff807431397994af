/**
 * Spec sections 2, 6 and 8 on the agencies screens: a Super Admin asks for, edits and approves
 * an agency (the requester gets the e-mail); a Brand Manager may read and create but not delete,
 * and the API agrees; an Agency User has no access at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, dialog, formField, listTable, searchList, shownValue, SPEC_DIALOGS } from '../support/backoffice.js';
import { mailsTo } from '../support/dev-mail.js';
import { signIn } from '../support/sign-in.js';

const agencies = (page: Page) => listTable(page, 'Agencies');
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a Super Admin creates an agency, edits it, approves it, and the requester is e-mailed the decision', async ({ page }) => {
  const name = `E2E Agency ${Date.now()}`;
  const admin = await signIn(page, 'SUPER_ADMIN', '/backoffice/agencies');
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await expect(agencies(page).getByRole('link', { name: 'Bluepeak Studio' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'agency list');

  await page.getByRole('link', { name: 'New agency' }).click();
  await expect(page).toHaveURL('/backoffice/agencies/new');
  const newForm = page.getByRole('form', { name: 'New agency' });
  await formField(newForm, 'textbox', 'Name').fill(name);
  await formField(newForm, 'combobox', 'Market').selectOption({ label: 'Ireland' });
  await formField(newForm, 'textbox', 'Main contact name').fill('Siobhan Walsh');
  await formField(newForm, 'textbox', 'Main contact e-mail').fill('siobhan.walsh@e2e-agency.example');
  await newForm.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);

  // the saved request opens on its detail page: pending, asked for by the Super Admin
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(eid).not.toBe('new');
  await expect(shownValue(page, 'Market')).toHaveText('Ireland');
  await expect(shownValue(page, 'Review state')).toHaveText('Pending');
  await expect(shownValue(page, 'Requested by')).toHaveText(`${admin.displayName} (${admin.email})`);

  // ... and it is in the list
  await page.getByRole('link', { name: 'Back to Agencies' }).click();
  await expect(page).toHaveURL('/backoffice/agencies');
  const row = await searchList(page, 'agencies', name, agencies(page));
  await expect(row.getByRole('cell')).toContainText([eid, name, 'Ireland', 'Pending', 'Active']);

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/backoffice/agencies/${eid}`);
  await expectNoAccessibilityViolations(page, 'agency detail');
  await page.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit agency' });
  await expect(formField(editForm, 'textbox', 'Name')).toHaveValue(name);
  await formField(editForm, 'textbox', 'Main contact name').fill('Siobhan Walsh-Byrne');
  await expectNoAccessibilityViolations(page, 'agency edit form');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(editForm).toHaveCount(0);
  await expect(shownValue(page, 'Main contact name')).toHaveText('Siobhan Walsh-Byrne');
  await expect(shownValue(page, 'Review state')).toHaveText('Pending');

  await page.getByRole('button', { name: 'Approve' }).click();
  const reviewed = dialog(page, SPEC_DIALOGS.agencyReviewed.headline);
  await expect(reviewed).toBeVisible();
  await reviewed.getByRole('button', { name: 'Continue' }).click();
  await expect(shownValue(page, 'Review state')).toHaveText('Approved');
  await expect(shownValue(page, 'Status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // the requester (not the main contact) is told the decision
  await expect
    .poll(async () => (await mailsTo(page, admin.email)).filter((mail) => mail.subject.includes(name)))
    .toEqual([
      expect.objectContaining({
        to: [admin.email],
        subject: `Agency approved: ${name}`,
        text: expect.stringContaining(`the agency "${name}" (Ireland) was approved`),
      }),
    ]);
  expect((await mailsTo(page, 'siobhan.walsh@e2e-agency.example')).length).toBe(0);
});

test('a Brand Manager reads agencies and may ask for one, but cannot delete, not even through the API', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/backoffice/agencies');
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New agency' })).toBeVisible();
  await agencies(page).getByRole('link', { name: 'Bluepeak Studio' }).click();

  await expect(page).toHaveURL('/backoffice/agencies/AG-BLUEPEAK');
  await expect(page.getByRole('heading', { level: 1, name: 'Bluepeak Studio' })).toBeVisible();
  await expect(shownValue(page, 'Main contact name')).toHaveText('Oliver Hughes');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // the server is the law: the hidden action is refused there too
  const refused = await callApiAs(page, { method: 'DELETE', path: '/agencies/AG-BLUEPEAK', headers: { 'if-match': '"1"' } });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(await refused.json()).toMatchObject({ status: 403, code: 'forbidden' });
  const still = await callApiAs(page, { method: 'GET', path: '/agencies/AG-BLUEPEAK' });
  expect(still.status()).toBe(200);
});

test('an Agency User opening /backoffice/agencies is told the page is not allowed and sees no Backoffice entry', async ({ page }) => {
  await signIn(page, 'AGENCY_USER', '/backoffice/agencies');
  await expect(page).toHaveURL('/backoffice/agencies');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Backoffice' })).toHaveCount(0);
  await expect(mainNavigation(page).getByRole('link', { name: 'Agencies' })).toHaveCount(0);
});
