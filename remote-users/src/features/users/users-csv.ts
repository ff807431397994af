/**
 * The user list as CSV, built in the browser: the API has no /users/export.csv, so the rows the
 * list's search and filters select are read page by page (100 a page, the API's largest) and
 * written like the API's exports: RFC 4180, CRLF, a byte order mark for Excel, and an apostrophe
 * before a text a spreadsheet would run as a formula (names and e-mails come from users).
 */
import { csvFileName, type Page } from '@ottilia/shared-admin';
import { saveFile, type ApiClient, type Query } from '@ottilia/shared-auth';
import { roleLabel, stateLabel, type UserListItem } from './users';

const PAGE_SIZE = 100;
/** Enough for every user of the portal; beyond it the export says so rather than cut silently. */
export const USER_EXPORT_MAX_ROWS = 10_000;

const COLUMNS: readonly [header: string, value: (user: UserListItem) => string][] = [
  ['ID', (user) => user.eid],
  ['Name', (user) => user.displayName],
  ['E-mail', (user) => user.email],
  ['Main role', (user) => (user.mainRole ? roleLabel(user.mainRole) : '')],
  ['Roles', (user) => user.roles.map(roleLabel).join(', ')],
  ['Agency', (user) => user.agency?.name ?? ''],
  ['State', (user) => stateLabel(user.state)],
  ['Created', (user) => user.createdAt ?? ''],
];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function usersCsv(users: readonly UserListItem[]): string {
  const lines = [COLUMNS.map(([header]) => cell(header)), ...users.map((user) => COLUMNS.map(([, value]) => cell(value(user))))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Every user `criteria` ($filter, $orderBy) selects. */
export async function readAllUsers(client: ApiClient, criteria: Query): Promise<UserListItem[]> {
  const users: UserListItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.get<Page<UserListItem>>('/users', { query: { ...criteria, page, size: PAGE_SIZE } });
    if (answer.totalElements > USER_EXPORT_MAX_ROWS) {
      throw new Error(`Too many users to export (${answer.totalElements}); narrow the list to at most ${USER_EXPORT_MAX_ROWS}.`);
    }
    users.push(...answer.content);
    if (page >= answer.totalPages || answer.content.length === 0) return users;
  }
}

export async function downloadUsersCsv(client: ApiClient, criteria: Query): Promise<void> {
  const csv = usersCsv(await readAllUsers(client, criteria));
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName('users'));
}
