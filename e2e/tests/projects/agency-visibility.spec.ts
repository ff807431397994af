/**
 * Visibility (contract: agency roles see their agency's projects and those they are a member of;
 * anything else answers 404) and permissions (spec section 6: an Agency User may read and edit
 * projects, not create or delete them) on the list, the detail page and the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { acknowledgeSaved, formField, shownValue } from '../support/backoffice.js';
import {
  addMember,
  columnTexts,
  createProject,
  listProjects,
  listSettled,
  People,
  projectRows,
  projectTable,
  readProject,
  searchBox,
  shownTotal,
  uniqueName,
  type ApiProject,
} from '../support/projects.js';
import { demoAccount, signIn } from '../support/sign-in.js';

const agencyUser = demoAccount('AGENCY_USER');
const OWN_AGENCY = { eid: 'AG-NORTHWIND', name: 'Northwind Digital' };
const OTHER_AGENCY = { eid: 'AG-BLUEPEAK', name: 'Bluepeak Studio' };

let people: People;
test.beforeEach(({ browser }) => {
  people = new People(browser);
});
test.afterEach(async () => {
  await people.close();
});

/** Every project the page's user can list, through the API (all pages). */
async function everyListedProject(page: Page): Promise<{ projects: ApiProject[]; total: number }> {
  const projects: ApiProject[] = [];
  let total = 0;
  for (let pageNumber = 1; pageNumber === 1 || projects.length < total; pageNumber += 1) {
    const chunk = await listProjects(page, { page: String(pageNumber), size: '100' });
    total = chunk.totalElements;
    projects.push(...chunk.content);
    if (chunk.content.length === 0) break;
  }
  return { projects, total };
}

test("an Agency User sees only their agency's projects and those they are a member of, edits one, and cannot delete", async ({ page }) => {
  // a Super Admin prepares one project of each kind
  const admin = await people.signIn('SUPER_ADMIN', '/projects');
  const own = await createProject(admin, { name: uniqueName('Northwind own'), agencyEid: OWN_AGENCY.eid, markets: ['DK'] });
  const foreign = await createProject(admin, { name: uniqueName('Bluepeak foreign'), agencyEid: OTHER_AGENCY.eid });
  const shared = await createProject(admin, { name: uniqueName('Bluepeak shared'), agencyEid: OTHER_AGENCY.eid });
  await addMember(admin, shared.uuid, agencyUser.sub);
  const everything = await listProjects(admin, { size: '1' });

  await signIn(page, 'AGENCY_USER', '/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await listSettled(page);

  // the API lists only what the agency may see: its own agency's, or where the user is a member
  const { projects: visible, total } = await everyListedProject(page);
  expect(visible).toHaveLength(total);
  expect(total).toBeLessThan(everything.totalElements);
  const memberOf = new Set<string>();
  for (const project of visible.filter((candidate) => candidate.agencyEid !== OWN_AGENCY.eid)) {
    const members = await callApiAs(page, { method: 'GET', path: `/projects/${project.uuid}/members` });
    expect(members.status()).toBe(200);
    const eids = ((await members.json()) as { content: { eid: string }[] }).content.map((member) => member.eid);
    expect(eids, `${project.name} is listed though it belongs to ${project.agency?.name ?? 'no agency'}`).toContain(agencyUser.sub);
    memberOf.add(project.name);
  }
  const uuids = visible.map((project) => project.uuid);
  expect(uuids).toContain(own.uuid);
  expect(uuids).toContain(shared.uuid);
  expect(uuids).not.toContain(foreign.uuid);
  expect(memberOf).toContain(shared.name);

  // ... and so does the screen: the same total, and every row is the agency's own or shared with the user
  expect(await shownTotal(page)).toBe(total);
  const names = await columnTexts(page, 1);
  const agencies = await columnTexts(page, 2);
  expect(names.length).toBeGreaterThan(0);
  names.forEach((rowName, index) => {
    expect(agencies[index] === OWN_AGENCY.name || memberOf.has(rowName), `row "${rowName}" (${agencies[index]})`).toBe(true);
  });

  // another agency's project: not listed, not found, not even counted
  await searchBox(page).fill(foreign.name);
  await expect(page.getByText('No projects match your search or filters.')).toBeVisible();
  await expect(projectTable(page).getByRole('link')).toHaveCount(0);
  const hidden = await callApiAs(page, { method: 'GET', path: `/projects/${foreign.uuid}` });
  expect(hidden.status()).toBe(404);
  expect(hidden.headers()['content-type']).toMatch(/^application\/problem\+json/);
  const searched = await listProjects(page, { $filter: `contains(name,'${foreign.name}')` });
  expect(searched.totalElements).toBe(0);
  expect((await listProjects(admin, { $filter: `contains(name,'${foreign.name}')` })).totalElements).toBe(1);
  await page.goto(`/projects/${foreign.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();

  // the project shared with the user is listed with its (other) agency
  await page.goto('/projects');
  await searchBox(page).fill(shared.name);
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectRows(page).getByRole('cell').nth(2)).toHaveText(OTHER_AGENCY.name);

  // no Delete anywhere on the list, and no New project
  await searchBox(page).fill(own.name);
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectTable(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(projectTable(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);

  // the agency's own project can be edited
  await projectRows(page).getByRole('link', { name: own.name }).click();
  await expect(page).toHaveURL(`/projects/${own.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit overview' });
  const renamed = `${own.name} renamed`;
  await formField(editForm, 'textbox', 'Name').fill(renamed);
  await editForm.getByLabel('Estimated go-live date').fill('15/11/2026');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await acknowledgeSaved(page);
  await expect(editForm).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(shownValue(page, 'Name')).toHaveText(renamed);
  await expect(shownValue(page, 'Estimated go-live date')).toHaveText('15/11/2026');
  expect(await readProject(admin, own.uuid)).toMatchObject({ name: renamed, agencyEid: OWN_AGENCY.eid, version: own.version + 1 });

  // ... but not deleted, not even through the API
  const refused = await callApiAs(page, {
    method: 'DELETE',
    path: `/projects/${own.uuid}`,
    headers: { 'if-match': `"${own.version + 1}"` },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(await refused.json()).toMatchObject({ status: 403, code: 'forbidden' });
  expect((await readProject(page, own.uuid)).name).toBe(renamed);
});
