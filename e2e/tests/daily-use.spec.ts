/**
 * Issue 27's "broken or missing" and "small things", as a user meets them in Chromium: the history
 * of users and types of website, the generic error dialog, the browser's question before a dirty
 * form is left, the plugin docs of development, the project name's room, and the focus after a
 * route change or Edit.
 */
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { expectNoAccessibilityViolations } from './support/accessibility.js';
import { callApiAs } from './support/api-as-user.js';
import { acknowledgeSaved, dialog, formField, listTable, searchList } from './support/backoffice.js';
import { listSettled, projectTable, uniqueName } from './support/projects.js';
import { signIn } from './support/sign-in.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const token = () => `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** A brand of the test's own, created through the API; answers its eid and name. */
async function newBrand(page: Page) {
  const eid = `BR-${token()}`;
  const name = uniqueName('Brand');
  const response = await callApiAs(page, {
    method: 'PUT',
    path: `/brands/${eid}`,
    body: { name, type: 'spirits', isActive: true },
    headers: { 'if-none-match': '*' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { eid, name };
}

test("a user's page shows their history: who changed what", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/users');
  const users = (await (await callApiAs(page, { method: 'GET', path: '/users?size=100' })).json()) as {
    content: { eid: string; displayName: string; roles: string[]; state: string }[];
  };
  // a seeded colleague, not a demo account other suites sign in as
  const person = users.content.find(
    (user) => user.roles[0] === 'BRAND_MANAGER' && user.state === 'ACTIVE' && !user.displayName.startsWith('Bruno'),
  )!;
  await page.goto(`/users/${person.eid}`);
  await expect(page.getByRole('heading', { level: 1, name: person.displayName })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit user' });
  const name = formField(form, 'textbox', 'Display name');
  // Edit puts the focus on the form's first field
  await expect(name).toBeFocused();
  await name.fill(`${person.displayName} Jr`);
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);

  const history = page.getByRole('region', { name: 'History' });
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: 'Ada Lindqvist' })
      .filter({ hasText: `${person.displayName} Jr` }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page, "a user's page with its history");
});

test("a type of website's edit dialog shows its history, axe clean at 390 and 1366 px", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/site-types');
  const eid = `PT-${token()}`;
  const first = uniqueName('Type');
  const created = await callApiAs(page, {
    method: 'PUT',
    path: `/project-types/${eid}`,
    body: { id: eid, name: first, isActive: true },
    headers: { 'if-none-match': '*' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const renamed = await callApiAs(page, {
    method: 'PUT',
    path: `/project-types/${eid}`,
    body: { id: eid, name: `${first} renamed`, isActive: true },
    headers: { 'if-match': '"1"' },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.reload();
  const row = await searchList(page, 'types of website', `${first} renamed`, listTable(page, 'Types of website'));
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit type of website' });
  const history = editDialog.getByRole('region', { name: 'History' });
  await expect(history.getByText(`Name: ${first} → ${first} renamed`)).toBeVisible();
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAccessibilityViolations(page, `the type of website's dialog with its history at ${size.width} px`);
  }
});

test("a save that fails unexpectedly shows 'Oops! Something went wrong...', axe clean at 390 and 1366 px", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const brand = await newBrand(page);
  await page.goto(`/backoffice/brands/${brand.eid}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  await formField(form, 'textbox', 'Name').fill(`${brand.name} 2`);
  // the save goes to the API's failure route (DEV_MONITORING): a real unhandled error and 500
  await page.route(`**/brands/${brand.eid}`, (route) =>
    route.request().method() === 'PUT' ? route.continue({ url: `${localOrigins.api}/dev/monitoring/failure` }) : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  const oops = dialog(page, 'Oops! Something went wrong...');
  await expect(oops).toContainText("We can't satisfy your request right now. Please try again later.");
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAccessibilityViolations(page, `the generic error dialog at ${size.width} px`);
  }
  await oops.getByRole('button', { name: 'Close' }).click();
  // the draft stays to try again
  await expect(formField(form, 'textbox', 'Name')).toHaveValue(`${brand.name} 2`);
});

test("leaving the page with a dirty form gets the browser's own question; a clean or saved form does not", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const brand = await newBrand(page);
  const questions: string[] = [];
  page.on('dialog', (question) => {
    questions.push(question.type());
    void question.dismiss();
  });
  await page.goto(`/backoffice/brands/${brand.eid}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  const name = formField(form, 'textbox', 'Name');
  await name.fill(`${brand.name} draft`);
  // the portal knows the form is dirty once an in-app move asks; only then is closing a fair question
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await dialog(page, 'Discard changes?').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page, 'Discard changes?')).toHaveCount(0);

  // closing the tab: asked, and staying keeps the draft
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => questions).toEqual(['beforeunload']);
  await expect(name).toHaveValue(`${brand.name} draft`);

  // saved: nothing to ask, the reload goes through
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${brand.name} draft` })).toBeVisible();
  expect(questions).toEqual(['beforeunload']);
});

test('Plugin docs leads to documentation that exists in development', async ({ page }) => {
  await signIn(page, 'AGENCY_USER', '/home');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plugin docs (opens in a new tab)' });
  const href = await link.getAttribute('href');
  const docs = await page.request.get(href!);
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('<h1>Plugin docs</h1>');
});

test('at 1366 px the project list gives the project name room: no name wraps over more than two lines', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'SUPER_ADMIN', '/projects?size=50');
  await listSettled(page);
  const lines = await projectTable(page).evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')];
    const column = headers.findIndex((header) => header.textContent?.trim().startsWith('Name'));
    return [...table.querySelectorAll('tbody tr')].map((row) => {
      const cell = row.children[column] as HTMLElement;
      const text = cell.querySelector('a') ?? cell;
      const range = document.createRange();
      range.selectNodeContents(text);
      // one rectangle per line of the name
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  });
  expect(lines.length).toBeGreaterThan(10);
  expect(Math.max(...lines), `lines per name: ${lines.join(' ')}`).toBeLessThanOrEqual(2);
});

test("opening a project moves the focus to its heading; Edit to the form's first field", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/projects');
  await listSettled(page);
  await projectTable(page).getByRole('rowgroup').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit overview' }).getByRole('textbox', { name: /^Name/ })).toBeFocused();
});
