/** Locators and strings the backoffice suites share: spec dialogs, record views, list rows. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Spec section 8 dialogs: headline and text, copied from the spec. */
export const SPEC_DIALOGS = {
  success: { headline: 'Well done!', text: 'Your changes were saved.' },
  agencyReviewed: { headline: 'The user will receive an email containing your response.' },
  deleteType: {
    headline: 'Do you want to delete this?',
    text: 'Deleting this type of website could cause problems with all the projects associated with it. Are you sure you want to delete it?',
  },
  routeLeave: { headline: 'Discard changes?', text: "Your changes won't be saved." },
} as const;

export const dialog = (page: Page, headline: string) => page.getByRole('dialog', { name: headline, exact: true });

/** Waits for the "Well done!" dialog after a save and closes it with Continue. */
export async function acknowledgeSaved(page: Page): Promise<void> {
  const saved = dialog(page, SPEC_DIALOGS.success.headline);
  await expect(saved).toHaveAccessibleDescription(SPEC_DIALOGS.success.text);
  await saved.getByRole('button', { name: 'Continue' }).click();
  await expect(saved).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value shown next to a label in a record's view mode. */
export const shownValue = (page: Page, label: string): Locator =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .locator('dd');

/** A form field by its label (the required mark is not part of the name). */
export const formField = (form: Locator, role: 'textbox' | 'combobox' | 'switch', label: string) =>
  form.getByRole(role, { name: new RegExp(`^${escapeRegExp(label)}\\*?$`) });

/** The list table named like the screen, e.g. 'Agencies'. */
export const listTable = (page: Page, title: string) => page.getByRole('main').getByRole('table', { name: title, exact: true });

/** The row of a list whose cells include one with exactly this text (a name, an id). */
export const listRow = (table: Locator, cellText: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: cellText, exact: true }) });

/** Types into a list's search box and waits until exactly one row shows the term. */
export async function searchList(page: Page, plural: string, term: string, table: Locator): Promise<Locator> {
  await page.getByRole('searchbox', { name: `Search ${plural}` }).fill(term);
  const row = table.getByRole('row').filter({ hasText: term });
  await expect(row).toHaveCount(1);
  return row;
}
