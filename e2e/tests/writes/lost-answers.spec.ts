/**
 * Issue 45: the answer to a write is lost AFTER the API committed it (a proxy's 502, a connection
 * reset). The client sends the write again with the same Idempotency-Key, the API replays the first
 * answer, and the user sees the saved state: never a conflict with themselves, never "already exists"
 * for their own create, never a second invitation. Each test counts the requests that reached the API.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, dialog, formField, listRow, listTable } from '../support/backoffice.js';
import { mailsArrived, mailsTo } from '../support/dev-mail.js';
import { uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

interface Reached {
  status: number;
  replayed: boolean;
  key: string | null;
}

/**
 * Lets every `method` request to the API whose path matches reach it, but loses the answer of the
 * first one: a 502 from "a proxy" in its place, or the connection reset. Answers what reached the API.
 */
async function loseFirstAnswer(page: Page, method: string, path: RegExp, loss: 'bad-gateway' | 'reset'): Promise<Reached[]> {
  const reached: Reached[] = [];
  await page.route(
    (url) => url.origin === localOrigins.api && path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      const response = await route.fetch();
      reached.push({
        status: response.status(),
        replayed: response.headers()['idempotent-replayed'] === 'true',
        key: route.request().headers()['idempotency-key'] ?? null,
      });
      if (reached.length > 1) return route.fulfill({ response });
      if (loss === 'reset') return route.abort('connectionreset');
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<h1>502 Bad Gateway</h1>',
        headers: { 'access-control-allow-origin': localOrigins.app },
      });
    },
  );
  return reached;
}

const NO_OWN_CONFLICT = /changed by someone else|already exists|Something went wrong/;

test('an edit (brand) whose answer was lost: "Well done!", no conflict with oneself, one change', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const eid = randomUUID();
  const name = uniqueName('Lost answer brand');
  expect(
    (
      await callApiAs(page, { method: 'PUT', path: `/brands/${eid}`, headers: { 'if-none-match': '*' }, body: { name, type: 'spirits' } })
    ).status(),
  ).toBe(201);
  await page.goto(`/backoffice/brands/${eid}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  await formField(form, 'textbox', 'Type').fill('wine');

  const reached = await loseFirstAnswer(page, 'PUT', new RegExp(`^/brands/${eid}$`), 'bad-gateway');
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(page.getByText(NO_OWN_CONFLICT)).toHaveCount(0);
  expect(reached).toEqual([
    { status: 200, replayed: false, key: expect.any(String) },
    { status: 200, replayed: true, key: reached[0]!.key },
  ]);

  const stored = await (await callApiAs(page, { method: 'GET', path: `/brands/${eid}` })).json();
  expect(stored).toMatchObject({ type: 'wine', version: 2 });
  const history = (await (await callApiAs(page, { method: 'GET', path: `/brands/${eid}/history` })).json()) as unknown[];
  expect(history).toHaveLength(2); // its create and the one edit
});

test('a create (type of website) whose answer was lost: "Well done!", not "already exists", one type', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/site-types');
  const name = uniqueName('Lost answer type');
  await page.getByRole('button', { name: 'New type of website' }).click();
  const form = dialog(page, 'New type of website').getByRole('form', { name: 'New type of website' });
  await formField(form, 'textbox', 'Name').fill(name);

  const reached = await loseFirstAnswer(page, 'PUT', /^\/project-types\/[^/]+$/, 'bad-gateway');
  await form.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(page.getByText(NO_OWN_CONFLICT)).toHaveCount(0);
  expect(reached.map(({ status, replayed }) => [status, replayed])).toEqual([
    [201, false],
    [201, true],
  ]);

  await expect(listRow(listTable(page, 'Types of website'), name)).toHaveCount(1);
  const stored = (await (
    await callApiAs(page, { method: 'GET', path: `/project-types?page=0&size=250&$filter=${encodeURIComponent(`name eq '${name}'`)}` })
  ).json()) as { content: unknown[] };
  expect(stored.content).toHaveLength(1);
});

// the invitation and the bulk delete run on the Node pass only; the nginx pass keeps the edit and the create (playwright.config.ts)
test('an invitation whose answer was lost: "Request sent!" and one mail, not two', { tag: '@node-only' }, async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/users');
  const email = `e2e.lost.${Date.now().toString(36)}@people.example`;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const form = page.getByRole('dialog', { name: 'Invite user' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Display name' }).fill('Lou Lost');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Brand Manager' });

  const reached = await loseFirstAnswer(page, 'PUT', /^\/users\/invite$/, 'reset');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog(page, 'Request sent!')).toBeVisible();
  expect(reached.map(({ status, replayed }) => [status, replayed])).toEqual([
    [201, false],
    [201, true],
  ]);

  expect(await mailsArrived(page, email)).toHaveLength(1);
  // a second mail would have left with the first (same outbox poll): give it the time all the same
  await page.waitForTimeout(2_000);
  expect(await mailsTo(page, email)).toHaveLength(1);
  const users = (await (
    await callApiAs(page, { method: 'GET', path: `/users?$filter=${encodeURIComponent(`email eq '${email}'`)}` })
  ).json()) as { content: unknown[] };
  expect(users.content).toHaveLength(1);
});

test('a bulk delete whose answer was lost: "Your changes were saved!", both gone, one delete', { tag: '@node-only' }, async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/brands');
  const stem = uniqueName('Lost answer bulk');
  const brands = [`${stem} A`, `${stem} B`].map((name) => ({ name, eid: randomUUID() }));
  for (const { name, eid } of brands) {
    expect(
      (
        await callApiAs(page, { method: 'PUT', path: `/brands/${eid}`, headers: { 'if-none-match': '*' }, body: { name, type: 'wine' } })
      ).status(),
    ).toBe(201);
  }
  await page.goto(`/backoffice/brands?q=${encodeURIComponent(stem)}`);
  const table = listTable(page, 'Brands');
  await expect(table.getByRole('link', { name: brands[1]!.name })).toBeVisible({ timeout: 30_000 });
  for (const { name } of brands) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();

  const reached = await loseFirstAnswer(page, 'POST', /^\/brands\/bulk-delete$/, 'reset');
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog(page, 'Delete 2 brands?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your changes were saved!').last()).toBeVisible();
  await expect(page.getByText(NO_OWN_CONFLICT)).toHaveCount(0);
  expect(reached.map(({ status, replayed }) => [status, replayed])).toEqual([
    [200, false],
    [200, true],
  ]);

  for (const { eid } of brands) expect((await callApiAs(page, { method: 'GET', path: `/brands/${eid}` })).status()).toBe(404);
});
