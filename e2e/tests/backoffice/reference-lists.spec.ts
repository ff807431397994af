/** The e-mail domain and legal entity lists show the seeded records and pass the accessibility check. */
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { listRow, listTable } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

test('a Super Admin sees the e-mail domains and legal entities lists', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Domains' })).toBeVisible();
  await expect(listRow(listTable(page, 'Email Domains'), 'bluepeak.example')).toHaveCount(1);
  await expectNoAccessibilityViolations(page, 'e-mail domain list');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Legal entities' }).click();
  await expect(page).toHaveURL('/backoffice/entities');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal entities' })).toBeVisible();
  const uk = listRow(listTable(page, 'Legal entities'), 'Ottilia UK Ltd');
  await expect(uk.getByRole('cell')).toContainText(['LE-OTTILIA-GB', 'Ottilia UK Ltd', 'United Kingdom']);
  await expectNoAccessibilityViolations(page, 'legal entity list');
});
