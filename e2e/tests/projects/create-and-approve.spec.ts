/**
 * Spec sections 4 and 8 on the projects screens: a Brand Manager creates a project with "Other
 * agency" and no new agency (the no-new-agency question, then the created dialog), adds a member
 * through the picker and fills one market's legal data; a Super Admin then approves the project
 * after the all-markets question. The two steps share the project, so they run in order.
 */
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, dialog, formField, shownValue } from '../support/backoffice.js';
import { demoAccount, signIn } from '../support/sign-in.js';
import { FIXTURE, openTab, readProject, statusBadge, uniqueName } from '../support/projects.js';

const NO_NEW_AGENCY = {
  headline: 'No new agency added',
  text: 'You chose another agency but did not submit a new one for review. You can add it later, but the project needs a new agency before it can be published.',
};
const APPROVE_ALL_MARKETS = {
  headline: 'Did you approve all markets?',
  text: 'Make sure you have approved all markets, because we will show to the user as done',
};
// dates as values (members, legal data, the review line): dd/MM/yyyy
const SHORT_DATE = String.raw`\d{2}/\d{2}/\d{4}`;

const LEGAL = {
  privacyPolicyUrl: 'https://www.lumen-cider.example/fr/privacy',
  termsUrl: 'https://www.lumen-cider.example/fr/terms',
  minimumDrinkingAge: '18',
  legalContactEmail: 'legal.fr@ottilia.example',
  imprint: 'Ottilia France SAS, 12 rue de la Paix, Paris',
};

test.describe
  .serial('a project from creation to approval', () => {
    const name = uniqueName('Other agency site');
    let uuid = '';

    test('a Brand Manager creates it with "Other agency" and no new agency, adds a member and fills legal data', async ({ page }) => {
      const creator = await signIn(page, 'BRAND_MANAGER', '/projects');
      await page.getByRole('link', { name: 'New project' }).click();
      await expect(page).toHaveURL('/new-project');
      await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();

      const form = page.getByRole('form', { name: 'New project' });
      await formField(form, 'textbox', 'Name').fill(name);
      await formField(form, 'combobox', 'Agency').selectOption({ label: 'Other agency' });
      // a Brand Manager may add agencies: the request form shows, and is left empty on purpose
      await expect(form.getByRole('group', { name: 'New agency' })).toBeVisible();
      await formField(form, 'combobox', 'Brand').selectOption({ label: FIXTURE.brandName });
      await formField(form, 'combobox', 'Type of website').selectOption({ label: FIXTURE.projectTypeName });
      const goLive = form.getByLabel('Estimated go-live date');
      await goLive.fill('30/09/2026');
      await expect(goLive).toHaveAccessibleDescription(/30 September 2026/);
      const markets = form.getByRole('group', { name: 'Markets' });
      await markets.getByRole('checkbox', { name: 'France', exact: true }).check();
      await markets.getByRole('checkbox', { name: 'Denmark', exact: true }).check();
      await form.getByRole('group', { name: 'Products' }).getByRole('checkbox', { name: 'Cookie consent' }).check();
      await form.getByRole('button', { name: 'Save' }).click();

      const noAgency = dialog(page, NO_NEW_AGENCY.headline);
      await expect(noAgency).toHaveAccessibleDescription(NO_NEW_AGENCY.text);
      await noAgency.getByRole('button', { name: 'Continue' }).click();
      const created = dialog(page, 'Your project was created!');
      await expect(created).toBeVisible();
      await created.getByRole('button', { name: 'Continue' }).click();
      await expect(created).toHaveCount(0);

      // the project page opens on what was saved
      await expect(page).toHaveURL(/^https:\/\/localhost:1847\/projects\/[0-9a-f-]{36}$/);
      uuid = new URL(page.url()).pathname.split('/').at(-1)!;
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(statusBadge(page, 'Draft')).toBeVisible();
      await expect(shownValue(page, 'Agency')).toHaveText('Other agency');
      await expect(shownValue(page, 'Brand')).toHaveText(FIXTURE.brandName);
      await expect(shownValue(page, 'Estimated go-live date')).toHaveText('30/09/2026');
      await expect(shownValue(page, 'Markets')).toHaveText(/Denmark/);
      await expect(shownValue(page, 'Markets')).toHaveText(/France/);

      // "Other agency" is stored as no agency
      const saved = await readProject(page, uuid);
      expect(saved).toMatchObject({ name, agencyEid: null, agency: null, status: 'DRAFT', brandEid: FIXTURE.brandEid });
      expect(saved.markets.toSorted()).toEqual(['DK', 'FR']);

      // a member through the picker: an agency user found by name
      const member = demoAccount('AGENCY_USER');
      await openTab(page, 'Members');
      await expect(page).toHaveURL(`/projects/${uuid}?tab=members`);
      const members = page.getByRole('table', { name: 'Members', exact: true });
      // the creator is a member from the start (keeps access whatever agency the project gets)
      await expect(members.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(1);
      await expect(members.getByRole('row').filter({ hasText: creator.email }).getByRole('cell').first()).toHaveText(creator.displayName);
      await page.getByRole('button', { name: 'Add member' }).click();
      const adding = dialog(page, 'Add member');
      await adding.getByRole('combobox', { name: /^User/ }).fill(member.displayName.split(' ')[0]!);
      await adding.getByRole('option', { name: new RegExp(`^${member.displayName}`) }).click();
      await expect(adding.getByText(`Selected: ${member.displayName} (${member.email})`)).toBeVisible();
      await adding.getByRole('button', { name: 'Add member' }).click();
      await expect(adding).toHaveCount(0);
      await expect(page.getByText('Your changes were saved!')).toBeVisible();
      const row = members.getByRole('row').filter({ hasText: member.email });
      await expect(row.getByRole('cell')).toHaveText([
        member.displayName,
        member.email,
        'Agency User',
        'Northwind Digital',
        new RegExp(`^${SHORT_DATE}$`),
        'Remove',
      ]);
      const listed = await callApiAs(page, { method: 'GET', path: `/projects/${uuid}/members` });
      const listedEids = ((await listed.json()) as { content: { eid: string }[] }).content.map((entry) => entry.eid);
      expect(listedEids.toSorted()).toEqual([creator.sub, member.sub].toSorted());

      // one market's legal data
      await openTab(page, 'Legal data');
      const markets2 = page.getByRole('table', { name: 'Legal data by market', exact: true });
      const france = markets2.getByRole('row').filter({ has: page.getByRole('button', { name: 'France', exact: true }) });
      await expect(france.getByRole('cell').nth(1)).toHaveText('Not filled in');
      await france.getByRole('button', { name: 'France', exact: true }).click();
      const legal = page.getByRole('form', { name: 'Legal data for France' });
      await expect(legal.getByText('No legal data for this market yet: saving creates it.')).toBeVisible();
      await formField(legal, 'textbox', 'Privacy policy URL').fill(LEGAL.privacyPolicyUrl);
      await formField(legal, 'textbox', 'Terms and conditions URL').fill(LEGAL.termsUrl);
      await formField(legal, 'textbox', 'Imprint').fill(LEGAL.imprint);
      await legal.getByRole('spinbutton', { name: 'Minimum drinking age' }).fill(LEGAL.minimumDrinkingAge);
      await formField(legal, 'textbox', 'Legal contact e-mail').fill(LEGAL.legalContactEmail);
      await legal.getByRole('checkbox', { name: 'Approved by legal' }).check();
      await legal.getByRole('button', { name: 'Save' }).click();
      await acknowledgeSaved(page);
      await expect(france.getByRole('cell').nth(1)).toHaveText('Filled in');
      await expect(france.getByRole('cell').nth(2)).toHaveText('Approved');

      // a reload reads it back from the server
      await page.reload();
      await expect(page).toHaveURL(`/projects/${uuid}?tab=legal-data`);
      await expect(france.getByRole('cell').nth(1)).toHaveText('Filled in');
      await expect(france.getByRole('cell').nth(3)).toHaveText(new RegExp(`^${SHORT_DATE}$`));
      const denmark = markets2.getByRole('row').filter({ has: page.getByRole('button', { name: 'Denmark', exact: true }) });
      await expect(denmark.getByRole('cell').nth(1)).toHaveText('Not filled in');
      await france.getByRole('button', { name: 'France', exact: true }).click();
      await expect(formField(legal, 'textbox', 'Privacy policy URL')).toHaveValue(LEGAL.privacyPolicyUrl);
      await expect(formField(legal, 'textbox', 'Terms and conditions URL')).toHaveValue(LEGAL.termsUrl);
      await expect(formField(legal, 'textbox', 'Imprint')).toHaveValue(LEGAL.imprint);
      await expect(legal.getByRole('spinbutton', { name: 'Minimum drinking age' })).toHaveValue(LEGAL.minimumDrinkingAge);
      await expect(formField(legal, 'textbox', 'Legal contact e-mail')).toHaveValue(LEGAL.legalContactEmail);
      await expect(legal.getByRole('checkbox', { name: 'Approved by legal' })).toBeChecked();
    });

    test('a Super Admin approves it after "Did you approve all markets?"', async ({ page }) => {
      expect(uuid, 'the project of the previous step').not.toBe('');
      const admin = await signIn(page, 'SUPER_ADMIN', `/projects/${uuid}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(statusBadge(page, 'Draft')).toBeVisible();

      await openTab(page, 'Review');
      const review = page.getByRole('tabpanel', { name: 'Review' });
      await expect(review.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
      await expect(review.getByText('Not submitted for review yet.')).toBeVisible();

      // Cancel asks again next time and changes nothing
      await review.getByRole('button', { name: 'Approve project' }).click();
      let question = dialog(page, APPROVE_ALL_MARKETS.headline);
      await expect(question).toHaveAccessibleDescription(APPROVE_ALL_MARKETS.text);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await expect(statusBadge(page, 'Draft')).toBeVisible();

      await review.getByRole('button', { name: 'Approve project' }).click();
      question = dialog(page, APPROVE_ALL_MARKETS.headline);
      await expect(question).toHaveAccessibleDescription(APPROVE_ALL_MARKETS.text);
      await question.getByRole('button', { name: 'Confirm' }).click();
      await expect(question).toHaveCount(0);

      const approvedText = new RegExp(`^Approved by ${admin.displayName} on ${SHORT_DATE}\\.$`);
      await expect(statusBadge(page, 'Approved')).toBeVisible();
      await expect(review.getByText(approvedText)).toBeVisible();
      await expect(review.getByRole('button', { name: 'Approve project' })).toHaveCount(0);
      await expect(page.getByText('Your changes were saved!')).toBeVisible();

      const approved = await readProject(page, uuid);
      expect(approved.status).toBe('APPROVED');
      expect(approved.review).toMatchObject({ decision: 'APPROVED', decidedByName: admin.displayName });

      // stays approved after a reload; publishing still waits for an agency
      await page.reload();
      await expect(statusBadge(page, 'Approved')).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'Review' }).getByText(approvedText)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
      await expect(page.getByText('A new agency is needed before publishing.')).toBeVisible();

      // the History tab tells the whole flow in words, newest first
      await openTab(page, 'History');
      await expect(page).toHaveURL(`/projects/${uuid}?tab=history`);
      const creator = demoAccount('BRAND_MANAGER');
      const member = demoAccount('AGENCY_USER');
      const trail = page.getByRole('table', { name: 'History', exact: true }).getByRole('rowgroup').nth(1).getByRole('row');
      await expect(trail).toHaveCount(4);
      // the When column of every history: dd/MM/yyyy HH:mm
      const when = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
      const expected = [
        [admin.displayName, 'Review approved'],
        [creator.displayName, 'Legal data for France added'],
        [creator.displayName, `Member added: ${member.displayName}`],
        [creator.displayName, 'Project created'],
      ];
      for (const [index, [who, what]] of expected.entries()) {
        await expect(trail.nth(index).getByRole('cell')).toHaveText([when, who!, what!]);
      }
      await expectNoAccessibilityViolations(page, 'the project History tab');
    });
  });
