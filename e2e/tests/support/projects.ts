/** Locators, API shortcuts and sign-ins the projects suites share. */
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '@ottilia/shared-auth/permissions';
import { callApiAs } from './api-as-user.js';
import { signIn } from './sign-in.js';

/** The project as GET /projects/{uuid} answers it (the fields the suites read). */
export interface ApiProject {
  uuid: string;
  name: string;
  status: 'DRAFT' | 'IN_REVIEW' | 'APPROVED' | 'PUBLISHED';
  agencyEid: string | null;
  agency: { eid: string; name: string } | null;
  brandEid: string;
  markets: string[];
  version: number;
  review?: { eid: string; decision: 'APPROVED' | 'REJECTED' | null; decidedAt: string | null; decidedByName: string | null } | null;
}

export interface ProjectPage {
  content: ApiProject[];
  totalElements: number;
}

/**
 * A name no other run or suite uses. Suites share one database with tests/project-list.spec.ts,
 * which sorts and searches the seeded names: "E2E …" sorts between the seeded brands' initials
 * and contains none of the words that suite searches for.
 */
export const uniqueName = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Brand and type of website the suites' projects use (never Kestrel, which project-list.spec searches for). */
export const FIXTURE = {
  brandEid: 'BR-LUMEN',
  brandName: 'Lumen Cider',
  projectTypeEid: 'PT-BRAND-SITE',
  projectTypeName: 'Brand website',
} as const;

/** Creates a project through the API as the page's user (If-None-Match: *). */
export async function createProject(page: Page, fields: { name: string } & Record<string, unknown>): Promise<ApiProject> {
  const uuid = randomUUID();
  const response = await callApiAs(page, {
    method: 'PUT',
    path: `/projects/${uuid}`,
    body: { brandEid: FIXTURE.brandEid, projectTypeEid: FIXTURE.projectTypeEid, agencyEid: null, markets: [], ...fields },
    headers: { 'if-none-match': '*' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiProject;
}

/** GET /projects/{uuid} as the page's user. */
export async function readProject(page: Page, uuid: string): Promise<ApiProject> {
  const response = await callApiAs(page, { method: 'GET', path: `/projects/${uuid}` });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiProject;
}

/** Adds a user to a project through the API as the page's user. */
export async function addMember(page: Page, projectUuid: string, userEid: string): Promise<void> {
  const response = await callApiAs(page, { method: 'PUT', path: `/projects/${projectUuid}/members/${userEid}` });
  expect([200, 201], await response.text()).toContain(response.status());
}

/** One page of GET /projects as the page's user. */
export async function listProjects(page: Page, query: Record<string, string>): Promise<ProjectPage> {
  const response = await callApiAs(page, { method: 'GET', path: `/projects?${new URLSearchParams(query).toString()}` });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProjectPage;
}

/** Signed-in pages of several people at once, each in a browser context of its own (own session storage). */
export class People {
  private readonly contexts: BrowserContext[] = [];

  constructor(private readonly browser: Browser) {}

  async signIn(role: Role, path: string): Promise<Page> {
    const context = await this.browser.newContext();
    this.contexts.push(context);
    const page = await context.newPage();
    await signIn(page, role, path);
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.splice(0).map((context) => context.close()));
  }
}

// --- the project list ---------------------------------------------------------------------------

export const projectTable = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Projects', exact: true });
/** The body rows (the header row is the first rowgroup). */
export const projectRows = (page: Page) => projectTable(page).getByRole('rowgroup').nth(1).getByRole('row');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });
export const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filter projects' });
export const listFilter = (page: Page, label: 'Agency' | 'Brand' | 'Type of website' | 'Status') =>
  filterGroup(page).getByRole('combobox', { name: label, exact: true });

/** Waits until the list has loaded and nothing is refreshing. */
export async function listSettled(page: Page): Promise<void> {
  await expect(projectTable(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toHaveCount(0);
}

/** 1 when the rows start with a selection box (shown to those who may delete projects), else 0. */
const selectionOffset = async (page: Page) =>
  (await projectTable(page).getByRole('checkbox', { name: 'Select all on this page' }).count()) > 0 ? 1 : 0;

/** Texts of one column (0 = ID, the selection box not counted) of the shown rows, in row order. */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  const texts = await projectRows(page)
    .locator(`td:nth-child(${column + 1 + (await selectionOffset(page))})`)
    .allInnerTexts();
  return texts.map((text) => text.trim());
}

/** Full ids of the shown rows (the short id's title), in row order. */
export async function shownIds(page: Page): Promise<(string | null)[]> {
  const cells = projectRows(page).locator(`td:nth-child(${1 + (await selectionOffset(page))}) [title]`);
  return cells.evaluateAll((found) => found.map((cell) => cell.getAttribute('title')));
}

/** The "Page 1 of N, T projects" line's total. */
export async function shownTotal(page: Page): Promise<number> {
  const status = page.getByText(/^Page \d+ of \d+, \d+ projects?$/);
  await expect(status).toBeVisible();
  return Number(/, (\d+) project/.exec(await status.innerText())?.[1]);
}

/** /projects with exactly these query parameters, in any order. */
export async function expectListUrl(page: Page, query: Record<string, string> = {}): Promise<void> {
  const wanted = JSON.stringify(Object.entries(query).toSorted());
  await expect(page).toHaveURL((url) => url.pathname === '/projects' && JSON.stringify([...url.searchParams].toSorted()) === wanted);
}

// --- the project detail -------------------------------------------------------------------------

export const projectTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab', { name, exact: true });

/** Opens a tab of the detail page and waits for its panel. */
export async function openTab(page: Page, name: string): Promise<void> {
  await projectTab(page, name).click();
  await expect(projectTab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** The header's status badge with this label (read as "Status: Approved"). */
export const statusBadge = (page: Page, label: 'Draft' | 'In review' | 'Approved' | 'Published') =>
  page.getByRole('main').getByText(`Status: ${label}`, { exact: true });
