/**
 * Live updates (issue 46): a change one person commits shows in another's open list and record
 * page without a reload, and an Agency User's stream carries nothing about another agency's
 * project, not even its id (read on the wire: the tab's own GET /events response).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '@ottilia/shared-auth/permissions';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, formField } from '../support/backoffice.js';
import { FIXTURE, createProject, projectRows, readProject, searchBox, statusBadge, uniqueName, listSettled } from '../support/projects.js';
import { demoAccount, signIn } from '../support/sign-in.js';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A signed-in page whose tab keeps a copy of every byte its event stream received (window.__liveWire). */
async function signedIn(browser: Browser, role: Role, path: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.addInitScript(() => {
    const wire: string[] = [];
    Object.assign(window, { __liveWire: wire });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (/\/events$/.test(url) && response.body) {
        const reader = response.clone().body!.getReader();
        const decoder = new TextDecoder();
        void (async () => {
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
            wire.push(decoder.decode(value, { stream: true }));
          }
        })();
      }
      return response;
    };
  });
  const page = await context.newPage();
  await signIn(page, role, path);
  return page;
}

const wireOf = (page: Page) => page.evaluate(() => (window as unknown as { __liveWire: string[] }).__liveWire.join(''));

test("a status change by a Super Admin shows in a Brand Manager's open list and record page, and never reaches an Agency User of another agency", async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'SUPER_ADMIN', '/home');
  const name = uniqueName('Live Bluepeak');
  const project = await createProject(admin, { name, agencyEid: 'AG-BLUEPEAK', markets: ['DK'] });
  const own = await createProject(admin, { name: uniqueName('Live Northwind'), agencyEid: 'AG-NORTHWIND', markets: ['DK'] });

  const list = await signedIn(browser, 'BRAND_MANAGER', '/projects');
  await searchBox(list).fill(name);
  await listSettled(list);
  const row = projectRows(list).filter({ hasText: name });
  await expect(row).toContainText('Draft');
  const record = await signedIn(browser, 'BRAND_MANAGER', `/projects/${project.uuid}`);
  await expect(statusBadge(record, 'Draft')).toBeVisible();

  const agencyUser = await signedIn(browser, 'AGENCY_USER', '/projects');
  await expect.poll(() => wireOf(agencyUser)).toContain(': connected');

  // the Super Admin submits the project for review
  const current = await readProject(admin, project.uuid);
  const submitted = await callApiAs(admin, {
    method: 'PUT',
    path: `/projects/${project.uuid}`,
    headers: { 'if-match': `"${current.version}"` },
    body: {
      name,
      brandEid: current.brandEid,
      projectTypeEid: FIXTURE.projectTypeEid,
      agencyEid: 'AG-BLUEPEAK',
      markets: ['DK'],
      status: 'IN_REVIEW',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // and, as a control, changes a project of the Agency User's own agency
  const renamed = await callApiAs(admin, {
    method: 'PUT',
    path: `/projects/${own.uuid}`,
    headers: { 'if-match': `"${own.version}"` },
    body: {
      name: `${own.name} renamed`,
      brandEid: own.brandEid,
      projectTypeEid: FIXTURE.projectTypeEid,
      agencyEid: 'AG-NORTHWIND',
      markets: ['DK'],
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  // no reload: the open list and the open record page follow
  await expect(row).toContainText('In review');
  await expect(statusBadge(record, 'In review')).toBeVisible();

  // the Agency User's tab received the control event, and nothing naming the other agency's project
  await expect.poll(() => wireOf(agencyUser)).toContain(own.uuid);
  expect(await wireOf(agencyUser)).not.toContain(project.uuid);
  await expect(agencyUser.getByText('Live updates paused')).toHaveCount(0);
});

test('a Brand Manager editing a project keeps the draft and learns, before saving, that a Super Admin changed it meanwhile', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'SUPER_ADMIN', '/home');
  const project = await createProject(admin, { name: uniqueName('Live edit'), agencyEid: 'AG-BLUEPEAK', markets: ['DK'] });
  const editor = await signedIn(browser, 'BRAND_MANAGER', `/projects/${project.uuid}`);
  await editor.getByRole('button', { name: 'Edit' }).click();
  const form = editor.getByRole('form', { name: 'Edit overview' });
  const draftName = `${project.name} draft`;
  await formField(form, 'textbox', 'Name').fill(draftName);

  const theirs = `${project.name} by the admin`;
  const renamed = await callApiAs(admin, {
    method: 'PUT',
    path: `/projects/${project.uuid}`,
    headers: { 'if-match': `"${project.version}"` },
    body: { name: theirs, brandEid: project.brandEid, projectTypeEid: FIXTURE.projectTypeEid, agencyEid: 'AG-BLUEPEAK', markets: ['DK'] },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  // no reload, no save yet: the form says who changed the project, and the draft stays
  await expect(form.getByText(new RegExp(`^${demoAccount('SUPER_ADMIN').displayName} changed this project \\d+ s ago$`))).toBeVisible();
  await expect(formField(form, 'textbox', 'Name')).toHaveValue(draftName);
  await form.getByRole('button', { name: 'Reload latest' }).click();
  await expect(form.getByText(`Latest saved value: ${theirs}`)).toBeVisible();
  await expect(formField(form, 'textbox', 'Name')).toHaveValue(draftName);
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(editor);
  expect((await readProject(admin, project.uuid)).name).toBe(draftName);
});

test('two staff editing one project see who else is editing, since when, until one leaves the form; another agency hears nothing of it', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'SUPER_ADMIN', '/home');
  const project = await createProject(admin, { name: uniqueName('Live presence'), agencyEid: 'AG-BLUEPEAK', markets: ['DK'] });
  const agencyUser = await signedIn(browser, 'AGENCY_USER', '/projects');
  await expect.poll(() => wireOf(agencyUser)).toContain(': connected');

  const editing = async (role: Role) => {
    const page = await signedIn(browser, role, `/projects/${project.uuid}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    return { page, form: page.getByRole('form', { name: 'Edit overview' }) };
  };
  const first = await editing('SUPER_ADMIN');
  const second = await editing('BRAND_MANAGER');
  const since = '\\(since \\d{1,2}:\\d{2}(\\s?[AP]M)?\\)';
  const note = (form: typeof first.form) => form.getByRole('status').filter({ hasText: 'is also editing' });
  await expect(note(second.form)).toHaveText(
    new RegExp(`^${demoAccount('SUPER_ADMIN').displayName} is also editing this project ${since}$`),
  );
  await expect(note(first.form)).toHaveText(
    new RegExp(`^${demoAccount('BRAND_MANAGER').displayName} is also editing this project ${since}$`),
  );

  // leaving the form drops the lease at once: the other's note goes without waiting for it to run out
  await first.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(note(second.form)).toHaveCount(0, { timeout: 10_000 });

  expect(await wireOf(agencyUser)).not.toContain(project.uuid);
});
