/** Spec sections 2 and 8: leaving an edit form with unsaved changes asks first. */
import { expect, test } from '@playwright/test';
import { dialog, formField, shownValue, SPEC_DIALOGS } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

test('leaving a dirty edit form asks "Discard changes?": Cancel stays with the draft, Discard leaves', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands/BR-LUMEN');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Cider' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  const name = formField(form, 'textbox', 'Name');
  await name.fill('Lumen Cider (unsaved)');
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });

  await home.click();
  const prompt = dialog(page, SPEC_DIALOGS.routeLeave.headline);
  await expect(prompt).toHaveAccessibleDescription(SPEC_DIALOGS.routeLeave.text);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL('/backoffice/brands/BR-LUMEN');
  await expect(name).toHaveValue('Lumen Cider (unsaved)');

  await home.click();
  await dialog(page, SPEC_DIALOGS.routeLeave.headline).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();

  // nothing was saved
  await page.goBack();
  await expect(page).toHaveURL('/backoffice/brands/BR-LUMEN');
  await expect(shownValue(page, 'Name')).toHaveText('Lumen Cider');
});
