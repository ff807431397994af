/**
 * Spec sections 2 and 8 on /new-project: Cancel on a started form asks the exit variant of the
 * discard question; leaving through the navigation asks the route-leave prompt. Nothing is saved.
 */
import { expect, test } from '@playwright/test';
import { dialog, formField, SPEC_DIALOGS } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';
import { listProjects, uniqueName } from '../support/projects.js';

const EXIT = { headline: 'Do you want to exit?', text: 'All added information will be lost when exiting this form' };

test('Cancel on a started form asks "Do you want to exit?": Cancel keeps the draft, Exit leaves without saving', async ({ page }) => {
  const name = uniqueName('Never saved');
  await signIn(page, 'BRAND_MANAGER', '/new-project');
  const form = page.getByRole('form', { name: 'New project' });
  await formField(form, 'textbox', 'Name').fill(name);

  await form.getByRole('button', { name: 'Cancel' }).click();
  const question = dialog(page, EXIT.headline);
  await expect(question).toHaveAccessibleDescription(EXIT.text);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL('/new-project');
  await expect(formField(form, 'textbox', 'Name')).toHaveValue(name);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await dialog(page, EXIT.headline).getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // the exit was the only question: the route-leave prompt does not follow
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await listProjects(page, { $filter: `contains(name,'${name}')` })).totalElements).toBe(0);
});

test('an untouched form leaves at once; a started one asks "Discard changes?" before another page', async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/new-project');
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'New project' }).click();
  await form.getByRole('group', { name: 'Products' }).getByRole('checkbox', { name: 'Age gateway' }).check();
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await home.click();
  const prompt = dialog(page, SPEC_DIALOGS.routeLeave.headline);
  await expect(prompt).toHaveAccessibleDescription(SPEC_DIALOGS.routeLeave.text);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/new-project');
  await expect(form.getByRole('checkbox', { name: 'Age gateway' })).toBeChecked();

  await home.click();
  await dialog(page, SPEC_DIALOGS.routeLeave.headline).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/home');
});
