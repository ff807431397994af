/** axe on the projects screens: the list, the create form with the new-agency request, and every section of a project. */
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { dialog, formField } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';
import { createProject, listSettled, openTab, uniqueName } from '../support/projects.js';

test('the list and the new-project form with the new-agency request have no accessibility violations', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await listSettled(page);
  await expectNoAccessibilityViolations(page, 'project list');

  await page.getByRole('link', { name: 'New project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await formField(form, 'combobox', 'Agency').selectOption({ label: 'Other agency' });
  const newAgency = form.getByRole('group', { name: 'New agency' });
  await expect(formField(newAgency, 'textbox', 'Agency name')).toBeVisible();
  await expect(formField(newAgency, 'textbox', 'Main contact e-mail')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'new project with the new-agency request');

  // with the required messages shown too
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(formField(form, 'textbox', 'Name')).toHaveAccessibleDescription('Name is required');
  await expectNoAccessibilityViolations(page, 'new project with its messages');
});

test('every section of a project has no accessibility violations', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  const project = await createProject(page, {
    name: uniqueName('Accessible site'),
    agencyEid: 'AG-NORTHWIND',
    markets: ['DE', 'SE'],
    estimatedGoLiveDate: '2026-12-01',
  });
  await page.goto(`/projects/${project.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit overview' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'project overview edit form');
  await page.getByRole('form', { name: 'Edit overview' }).getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Members');
  await page.getByRole('button', { name: 'Add member' }).click();
  const adding = dialog(page, 'Add member');
  await adding.getByRole('combobox', { name: /^User/ }).fill('a');
  await expect(adding.getByRole('option').first()).toBeVisible();
  await expectNoAccessibilityViolations(page, 'project members with the add dialog and its suggestions');
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toHaveCount(0);

  await openTab(page, 'Review');
  await expect(page.getByRole('button', { name: 'Approve project' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'project review');

  await openTab(page, 'Legal data');
  await page.getByRole('table', { name: 'Legal data by market' }).getByRole('button', { name: 'Germany', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Legal data for Germany' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'project legal data form');

  await openTab(page, 'Products');
  await expect(page.getByRole('switch', { name: 'Cookie consent' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'project products');
});
