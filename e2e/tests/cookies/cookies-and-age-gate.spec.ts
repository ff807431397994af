/** Issue 11: a user adds, edits and deletes cookies with each dialog, meets the duplicate-name dialog, and saves the age gate. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { dialog } from '../support/backoffice.js';
import { createProject, openTab, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';
import { callApiAs } from '../support/api-as-user.js';

const cookieDialog = (page: Page, title: 'Add cookie' | 'Edit cookie') => page.getByRole('dialog', { name: title, exact: true });

async function openProject(page: Page, tab: 'Cookies' | 'Age gate') {
  await signIn(page, 'AGENCY_MANAGER', '/projects');
  const project = await createProject(page, { name: uniqueName('Cookie site'), agencyEid: 'AG-NORTHWIND', markets: ['DK', 'SE'] });
  await page.goto(`/projects/${project.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await openTab(page, tab);
  return project;
}

test('cookies: add, edit, duplicate name, delete, with the spec dialogs and no accessibility violations', async ({ page }) => {
  const project = await openProject(page, 'Cookies');
  const tab = page.getByRole('tabpanel', { name: 'Cookies' });
  await expect(tab.getByRole('heading', { level: 3, name: 'Necessary (0)' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'cookies tab');

  // add: digits and unit apart, 0 refused
  await tab.getByRole('button', { name: 'Add cookie' }).click();
  let form = cookieDialog(page, 'Add cookie');
  await form.getByRole('textbox', { name: 'Name' }).fill('lang');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('functional');
  await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue('0');
  await form.getByRole('button', { name: 'Add cookie' }).click();
  await expect(form.getByText('Enter a whole number from 1 to 900.')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'add cookie dialog with its message');
  await form.getByRole('textbox', { name: 'Number' }).fill('12');
  await form.getByRole('combobox', { name: 'Unit' }).selectOption('h');
  await form.getByRole('textbox', { name: 'Provider' }).fill('Ottilia');
  await form.getByRole('button', { name: 'Add cookie' }).click();
  await dialog(page, 'Your new cookie was added with success!').getByRole('button', { name: 'Continue' }).click();
  const functional = tab.getByRole('list', { name: 'Functional cookies' });
  await expect(functional.getByText('lang', { exact: true })).toBeVisible();
  await expect(functional.getByText('12 hours · Active · Ottilia')).toBeVisible();

  // edit
  await tab.getByRole('button', { name: 'Edit lang' }).click();
  form = cookieDialog(page, 'Edit cookie');
  await form.getByRole('radio', { name: 'Session' }).check();
  await form.getByRole('button', { name: 'Save cookie' }).click();
  await dialog(page, 'Your cookie was updated with success!').getByRole('button', { name: 'Continue' }).click();
  await expect(functional.getByText('Session · Active · Ottilia')).toBeVisible();

  // duplicate name, whatever its case: back to the field with the input kept
  await tab.getByRole('button', { name: 'Add cookie' }).click();
  form = cookieDialog(page, 'Add cookie');
  await form.getByRole('textbox', { name: 'Name' }).fill('LANG');
  await form.getByRole('textbox', { name: 'Number' }).fill('30');
  await form.getByRole('button', { name: 'Add cookie' }).click();
  const duplicate = dialog(page, 'This cookie name is already taken');
  await expect(duplicate).toContainText("Sorry, the name you've chosen is already in use. Please select a different name to proceed.");
  await expectNoAccessibilityViolations(page, 'duplicate cookie name dialog');
  await duplicate.getByRole('button', { name: 'Choose another name' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('LANG');
  await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue('30');
  await form.getByRole('textbox', { name: 'Name' }).fill('_ga');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('performance');
  await form.getByRole('button', { name: 'Add cookie' }).click();
  await dialog(page, 'Your new cookie was added with success!').getByRole('button', { name: 'Continue' }).click();

  // delete after the question
  await tab.getByRole('button', { name: 'Delete lang' }).click();
  const question = dialog(page, 'Are you sure you want to delete this cookie?');
  await expect(question).toContainText('This action cannot be undone.');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(functional).toHaveCount(0);
  await expect(tab.getByRole('heading', { level: 3, name: 'Functional (0)' })).toBeVisible();

  const list = await callApiAs(page, { method: 'GET', path: '/cookies?cc=en&type=all', headers: { 'project-id': project.uuid } });
  expect((await list.json()).content.map((c: { name: string; duration: string }) => `${c.name} ${c.duration}`)).toEqual(['_ga 30d']);

  // phones: nothing sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tab.getByRole('button', { name: 'Edit _ga' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('age gate: the style and markets are saved', async ({ page }) => {
  const project = await openProject(page, 'Age gate');
  const tab = page.getByRole('tabpanel', { name: 'Age gate' });
  await expect(tab.getByText('This project has no age gate yet. Saving its style creates it.')).toBeVisible();
  await tab.getByRole('textbox', { name: 'Headline' }).fill('Welcome! Are you {age} or older?');
  await expect(
    tab.getByRole('figure', { name: 'Preview of the age gate' }).getByRole('heading', { name: 'Welcome! Are you 18 or older?' }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page, 'age gate tab');
  await tab.getByRole('button', { name: 'Save style' }).click();
  await dialog(page, 'Well done!').getByRole('button', { name: 'Continue' }).click();

  await tab.getByRole('combobox', { name: 'Market to add' }).selectOption('SE');
  await tab.getByRole('button', { name: 'Add market' }).click();
  await expect(page.getByText('Your changes were saved!')).toBeVisible();
  await expect(tab.getByText('Sweden: minimum age 18 (default, no legal data yet)')).toBeVisible();

  const gate = await (await callApiAs(page, { method: 'GET', path: `/projects/${project.uuid}/age-gateway/current` })).json();
  expect(gate.style.headline).toBe('Welcome! Are you {age} or older?');
  expect(gate.markets.map((m: { marketCode: string }) => m.marketCode)).toEqual(['SE']);
  await page.reload();
  await openTab(page, 'Age gate');
  await expect(page.getByRole('tabpanel', { name: 'Age gate' }).getByRole('textbox', { name: 'Headline' })).toHaveValue(
    'Welcome! Are you {age} or older?',
  );
});

test('age gate: a logo uploaded to the image service shows in the preview', async ({ page }) => {
  await openProject(page, 'Age gate');
  const tab = page.getByRole('tabpanel', { name: 'Age gate' });
  // a 1×1 PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const uploaded = page.waitForResponse((response) => response.url().includes('/image-service/v1_1/ottilia-dev/image/upload'));
  await tab.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const { secure_url: url } = (await (await uploaded).json()) as { secure_url: string };
  const logo = tab.getByRole('figure', { name: 'Preview of the age gate' }).getByRole('img', { name: 'Logo' });
  await expect(logo).toHaveAttribute('src', url);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // a file that is not an image is refused with the service's reason, and nothing changes
  await tab
    .getByLabel('Background image', { exact: true })
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(tab.getByText('The file is not a PNG, JPEG, WebP or GIF image.')).toBeVisible();
});
