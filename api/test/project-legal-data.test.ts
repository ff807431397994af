// Market legal data of a project: roles, visibility, validation, preconditions, the approval
// rule, and data that outlives a removed market.
import { and, eq, ne, notExists } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { ROLES, type Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { projectLegalData } from '../src/projects/legal-data/legal-data-table.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { fieldsOf } from './helpers/reference-data.js';
import { problem, startTestApp, type CallOptions, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type Caller = Parameters<TestApp['call']>[0];
const agencyUser = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;

const url = (uuid: string, market?: string) => `/projects/${uuid}/legal-data${market ? `/${market}` : ''}`;
const getOne = (as: Caller, uuid: string, market: string) => t.call(as, { method: 'GET', url: url(uuid, market) });
const getAll = (as: Caller, uuid: string) => t.call(as, { method: 'GET', url: url(uuid) });
const put = (as: Caller, uuid: string, market: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call(as, { method: 'PUT', url: url(uuid, market), headers, body });
const stored = async (uuid: string, market: string) =>
  (
    await t.db
      .select()
      .from(projectLegalData)
      .where(and(eq(projectLegalData.projectUuid, uuid), eq(projectLegalData.marketCode, market)))
  )[0];

const fullBody = (overrides: Record<string, unknown> = {}) => ({
  legalEntityEid: 'LE-OTTILIA-DK',
  privacyPolicyUrl: 'https://www.aurora-gin.example/dk/privacy',
  termsUrl: 'https://www.aurora-gin.example/dk/terms',
  cookiePolicyUrl: 'http://www.aurora-gin.example/dk/cookies?lang=da#top',
  imprint: 'Ottilia Brands A/S, Copenhagen. Enjoy responsibly.',
  minimumDrinkingAge: 18,
  legalContactEmail: 'legal@ottilia.example',
  isApproved: false,
  ...overrides,
});

/** Creates a project of the demo agency (every role sees it) with saved DK data; answers its uuid. */
async function projectWithData(overrides: Record<string, unknown> = {}) {
  const uuid = await createProject(t);
  const res = await put('SUPER_ADMIN', uuid, 'DK', fullBody(overrides), { 'if-none-match': '*' });
  expect(res.statusCode).toBe(201);
  return uuid;
}

/** A seeded project of another agency, with legal data, the demo agency user is no member of. */
async function foreignProjectWithData() {
  const [row] = await t.db
    .select({ uuid: projects.uuid, marketCode: projectLegalData.marketCode })
    .from(projects)
    .innerJoin(projectLegalData, eq(projectLegalData.projectUuid, projects.uuid))
    .where(
      and(
        ne(projects.agencyEid, agencyUser.agencyEid!),
        notExists(
          t.db
            .select()
            .from(projectMembers)
            .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, agencyUser.sub))),
        ),
      ),
    )
    .limit(1);
  return row!;
}

describe('roles (spec section 6: every role has projectsRead and projectsEdit)', () => {
  test.each(ROLES)('%s reads the summary and a market, creates and updates', async (role: Role) => {
    const uuid = await projectWithData();
    expect((await getAll(role, uuid)).statusCode).toBe(200);
    expect((await getOne(role, uuid, 'DK')).statusCode).toBe(200);
    const created = await put(role, uuid, 'SE', { termsUrl: `https://example.com/${role}` }, { 'if-none-match': '*' });
    expect(created.statusCode).toBe(201);
    const updated = await put(role, uuid, 'DK', { imprint: `Edited by ${role}` }, { 'if-match': '"1"' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().imprint).toBe(`Edited by ${role}`);
    expect(updated.json().isApproved).toBe(false);
  });

  test('a user without a role is refused on every route, naming the permission, and nothing is saved', async () => {
    await t.db.insert(users).values({ eid: 'legal-roleless', email: 'legal-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
    const token = { token: await t.tokens.mint('legal-roleless') };
    const uuid = await projectWithData();
    const calls: [CallOptions, string][] = [
      [{ method: 'GET', url: url(uuid) }, 'projectsRead'],
      [{ method: 'GET', url: url(uuid, 'DK') }, 'projectsRead'],
      [{ method: 'PUT', url: url(uuid, 'SE'), headers: { 'if-none-match': '*' }, body: fullBody() }, 'projectsEdit'],
      [{ method: 'PUT', url: url(uuid, 'DK'), headers: { 'if-match': '"1"' }, body: fullBody({ imprint: 'x' }) }, 'projectsEdit'],
    ];
    for (const [request, permission] of calls) {
      const res = await t.call(token, request);
      expect(res.statusCode).toBe(403);
      expect(problem(res)).toMatchObject({ code: 'forbidden', permission });
    }
    expect(await stored(uuid, 'SE')).toBeUndefined();
    expect((await stored(uuid, 'DK'))!.version).toBe(1);
  });

  test('without a token: 401', async () => {
    const uuid = await projectWithData();
    expect((await getAll(null, uuid)).statusCode).toBe(401);
    expect((await put(null, uuid, 'DK', fullBody(), { 'if-match': '"1"' })).statusCode).toBe(401);
  });
});

describe('visibility', () => {
  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)(
    "another agency's project is 404 for %s on every route and stays unchanged",
    async (role) => {
      const foreign = await foreignProjectWithData();
      const before = await stored(foreign.uuid, foreign.marketCode);
      for (const res of [
        await getAll(role, foreign.uuid),
        await getOne(role, foreign.uuid, foreign.marketCode),
        await put(role, foreign.uuid, foreign.marketCode, { imprint: 'Hijacked' }, { 'if-match': `"${before!.version}"` }),
        await put(role, foreign.uuid, 'ZZ', { imprint: 'Hijacked' }, { 'if-none-match': '*' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(problem(res).code).toBe('project-not-found');
        expect(res.body).not.toContain(before!.imprint!);
      }
      expect(await stored(foreign.uuid, foreign.marketCode)).toEqual(before);
      // the brand side sees it
      expect((await getOne('BRAND_MANAGER', foreign.uuid, foreign.marketCode)).json().imprint).toBe(before!.imprint);
    },
  );

  test("a member of another agency's project sees its legal data", async () => {
    const uuid = await createProject(t, { agencyEid: 'AG-BLUEPEAK' });
    await put('SUPER_ADMIN', uuid, 'DK', fullBody(), { 'if-none-match': '*' });
    expect((await getOne('AGENCY_USER', uuid, 'DK')).statusCode).toBe(404);
    await t.db.insert(projectMembers).values({ projectUuid: uuid, userEid: agencyUser.sub });
    expect((await getOne('AGENCY_USER', uuid, 'DK')).statusCode).toBe(200);
  });

  test('an unknown project is 404 project-not-found; a malformed id is 400', async () => {
    const res = await getAll('SUPER_ADMIN', '00000000-0000-4000-8000-000000000000');
    expect(problem(res)).toMatchObject({ status: 404, code: 'project-not-found' });
    expect((await getOne('SUPER_ADMIN', 'not-a-uuid', 'DK')).statusCode).toBe(400);
  });
});

describe('reading', () => {
  test('the summary lists every project market by country name, filled or not', async () => {
    const uuid = await createProject(t, { markets: ['SE', 'GO', 'DK'] });
    const empty = await getAll('AGENCY_USER', uuid);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      content: [
        { marketCode: 'DK', countryName: 'Denmark', filled: false, isApproved: false, version: null, updatedAt: null },
        { marketCode: 'GO', countryName: 'Global', filled: false, isApproved: false, version: null, updatedAt: null },
        { marketCode: 'SE', countryName: 'Sweden', filled: false, isApproved: false, version: null, updatedAt: null },
      ],
    });
    await put('SUPER_ADMIN', uuid, 'GO', fullBody({ isApproved: true }));
    const [dk, go] = (await getAll('AGENCY_USER', uuid)).json().content;
    expect(dk).toMatchObject({ marketCode: 'DK', filled: false });
    expect(go).toEqual({
      marketCode: 'GO',
      countryName: 'Global',
      filled: true,
      isApproved: true,
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('one market: every field, the legal entity by name, and the version as ETag', async () => {
    const uuid = await projectWithData();
    const res = await getOne('AGENCY_MANAGER', uuid, 'DK');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toEqual({
      marketCode: 'DK',
      countryName: 'Denmark',
      ...fullBody(),
      legalEntity: { eid: 'LE-OTTILIA-DK', name: 'Ottilia Brands A/S' },
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('a project market without data is 404 legal-data-not-found', async () => {
    const uuid = await projectWithData();
    expect(problem(await getOne('SUPER_ADMIN', uuid, 'SE'))).toMatchObject({ status: 404, code: 'legal-data-not-found' });
  });

  test("a market that is not the project's, or no market at all, is 404 market-not-in-project", async () => {
    const uuid = await projectWithData();
    const other = problem(await getOne('SUPER_ADMIN', uuid, 'FR'));
    expect(other).toMatchObject({ status: 404, code: 'market-not-in-project' });
    expect(other.detail).toContain("not one of the project's markets");
    const unknown = problem(await getOne('SUPER_ADMIN', uuid, 'XX'));
    expect(unknown).toMatchObject({ status: 404, code: 'market-not-in-project', detail: 'There is no market XX.' });
    // market codes are letters and digits
    expect((await getOne('SUPER_ADMIN', uuid, 'D%20K')).statusCode).toBe(400);
  });
});

describe('validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['a URL that is not one', { privacyPolicyUrl: 'not a url' }, 'privacyPolicyUrl'],
    ['a URL without http(s)', { termsUrl: 'ftp://files.example.com/terms' }, 'termsUrl'],
    ['a script URL', { cookiePolicyUrl: 'javascript:alert(1)' }, 'cookiePolicyUrl'],
    ['a URL with spaces', { privacyPolicyUrl: 'https://www.example.com/our privacy' }, 'privacyPolicyUrl'],
    ['a URL longer than 500', { termsUrl: `https://example.com/${'a'.repeat(481)}` }, 'termsUrl'],
    ['an e-mail without @', { legalContactEmail: 'legal.ottilia.example' }, 'legalContactEmail'],
    ['an age above 25', { minimumDrinkingAge: 26 }, 'minimumDrinkingAge'],
    ['a negative age', { minimumDrinkingAge: -1 }, 'minimumDrinkingAge'],
    ['a fractional age', { minimumDrinkingAge: 18.5 }, 'minimumDrinkingAge'],
    ['an imprint longer than 5000', { imprint: 'x'.repeat(5001) }, 'imprint'],
    ['an approval that is not a boolean', { isApproved: 'maybe' }, 'isApproved'],
    ['an unknown field', { website: 'https://example.com' }, 'website'],
  ];

  test.each(invalid)('%s is 400 naming the field, and nothing is saved', async (_name, fields, field) => {
    const uuid = await createProject(t);
    const res = await put('SUPER_ADMIN', uuid, 'DK', { ...fullBody(), ...fields }, { 'if-none-match': '*' });
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe('invalid-request');
    expect(fieldsOf(res)).toEqual([`body.${field}`]);
    expect(await stored(uuid, 'DK')).toBeUndefined();
  });

  test('messages say what is expected', async () => {
    const uuid = await createProject(t);
    const message = async (fields: Record<string, unknown>) =>
      (await put('SUPER_ADMIN', uuid, 'DK', fields)).json().errors[0].message as string;
    expect(await message({ termsUrl: 'ftp://files.example.com/terms' })).toBe(
      'must be an http or https URL, such as https://www.example.com/privacy',
    );
    expect(await message({ legalContactEmail: 'nobody' })).toBe('must be an e-mail address');
    expect(await message({ minimumDrinkingAge: 26 })).toBe('must be <= 25');
    expect(await message({ minimumDrinkingAge: -1 })).toBe('must be >= 0');
  });

  test('the limits themselves are accepted', async () => {
    const uuid = await createProject(t, { markets: ['DK', 'SE', 'DE'] });
    const edge = { privacyPolicyUrl: `HTTPS://example.com/${'a'.repeat(480)}`, imprint: 'x'.repeat(5000), minimumDrinkingAge: 25 };
    expect((await put('SUPER_ADMIN', uuid, 'DK', fullBody(edge))).statusCode).toBe(201);
    expect((await put('SUPER_ADMIN', uuid, 'SE', fullBody({ minimumDrinkingAge: 0 }))).statusCode).toBe(201);
    const nulls = {
      legalEntityEid: null,
      privacyPolicyUrl: null,
      termsUrl: null,
      cookiePolicyUrl: null,
      imprint: null,
      minimumDrinkingAge: null,
      legalContactEmail: null,
    };
    const empty = await put('SUPER_ADMIN', uuid, 'DE', nulls);
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ ...nulls, legalEntity: null, isApproved: false });
  });

  test('an unknown legal entity is 422 unknown-legal-entity', async () => {
    const uuid = await createProject(t);
    const res = await put('SUPER_ADMIN', uuid, 'DK', fullBody({ legalEntityEid: 'LE-NOBODY' }), { 'if-none-match': '*' });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'unknown-legal-entity', field: 'legalEntityEid' });
    expect(await stored(uuid, 'DK')).toBeUndefined();
  });

  test("saving for a market that is not the project's is 404, and nothing is saved", async () => {
    const uuid = await createProject(t);
    for (const market of ['FR', 'XX']) {
      const res = await put('SUPER_ADMIN', uuid, market, fullBody(), { 'if-none-match': '*' });
      expect(problem(res)).toMatchObject({ status: 404, code: 'market-not-in-project' });
    }
    expect(await stored(uuid, 'FR')).toBeUndefined();
  });

  test('blank imprint text is stored as none', async () => {
    const uuid = await createProject(t);
    expect((await put('SUPER_ADMIN', uuid, 'DK', fullBody({ imprint: '   ' }))).json().imprint).toBeNull();
  });
});

describe('create and update', () => {
  test('create with If-None-Match: * answers 201 with Location and ETag, and records the history', async () => {
    const uuid = await createProject(t);
    const res = await put('AGENCY_USER', uuid, 'DK', fullBody(), { 'if-none-match': '*' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(url(uuid, 'DK'));
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({ ...fullBody(), marketCode: 'DK', version: 1 });
    expect(await stored(uuid, 'DK')).toMatchObject({ ...fullBody(), updatedBy: agencyUser.sub, version: 1 });
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'project-legal-data'), eq(history.resourceId, `${uuid}/DK`)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        actorEid: agencyUser.sub,
        changes: expect.objectContaining({ termsUrl: fullBody().termsUrl }),
      }),
    ]);
  });

  test('If-None-Match: * on saved data is 412 already-exists and changes nothing', async () => {
    const uuid = await projectWithData();
    const res = await put('SUPER_ADMIN', uuid, 'DK', fullBody({ imprint: 'Other' }), { 'if-none-match': '*' });
    expect(problem(res)).toMatchObject({ status: 412, code: 'already-exists', currentVersion: 1 });
    expect((await stored(uuid, 'DK'))!.imprint).toBe(fullBody().imprint);
  });

  test('updating needs If-Match (428), a stale one is 412 with the current version', async () => {
    const uuid = await projectWithData();
    const missing = await put('SUPER_ADMIN', uuid, 'DK', { imprint: 'No precondition' });
    expect(problem(missing)).toMatchObject({ status: 428, code: 'precondition-required' });
    expect(missing.json().detail).toContain("Updating a market's legal data needs an If-Match header");

    expect((await put('SUPER_ADMIN', uuid, 'DK', { imprint: 'First' }, { 'if-match': '"1"' })).headers.etag).toBe('"2"');
    const stale = await put('BRAND_MANAGER', uuid, 'DK', { imprint: 'Second' }, { 'if-match': '"1"' });
    expect(problem(stale)).toMatchObject({ status: 412, code: 'version-mismatch', currentVersion: 2 });
    expect(await stored(uuid, 'DK')).toMatchObject({ imprint: 'First', version: 2 });
  });

  test('an update keeps fields left out, null clears one, and the history lists what changed', async () => {
    const uuid = await projectWithData();
    const res = await put('AGENCY_MANAGER', uuid, 'DK', { termsUrl: null, minimumDrinkingAge: 20 }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ ...fullBody(), termsUrl: null, minimumDrinkingAge: 20, version: 2 });
    const [, update] = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'project-legal-data'), eq(history.resourceId, `${uuid}/DK`)))
      .orderBy(history.id);
    expect(update!.changes).toEqual({ termsUrl: { from: fullBody().termsUrl, to: null }, minimumDrinkingAge: { from: 18, to: 20 } });
    // the read-only fields of a GET may come back in the body
    const again = await getOne('AGENCY_MANAGER', uuid, 'DK');
    const echo = await put('AGENCY_MANAGER', uuid, 'DK', again.json(), { 'if-match': again.headers.etag! });
    expect(echo.statusCode).toBe(200);
  });

  test('an identical PUT changes nothing: same version, no history row', async () => {
    const uuid = await projectWithData();
    const res = await put('SUPER_ADMIN', uuid, 'DK', fullBody(), { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'project-legal-data'), eq(history.resourceId, `${uuid}/DK`)));
    expect(rows).toHaveLength(1);
  });

  test("saving legal data leaves the project's own version alone", async () => {
    const uuid = await projectWithData();
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).headers.etag).toBe('"1"');
  });
});

describe('approval', () => {
  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)('%s cannot approve, un-approve or create approved data', async (role) => {
    const uuid = await createProject(t);
    const createApproved = await put(role, uuid, 'DK', fullBody({ isApproved: true }), { 'if-none-match': '*' });
    expect(problem(createApproved)).toMatchObject({ status: 422, code: 'approval-not-allowed', field: 'isApproved' });
    expect(await stored(uuid, 'DK')).toBeUndefined();

    expect((await put(role, uuid, 'DK', fullBody({ isApproved: false }), { 'if-none-match': '*' })).statusCode).toBe(201);
    const approve = await put(role, uuid, 'DK', { isApproved: true }, { 'if-match': '"1"' });
    expect(problem(approve).code).toBe('approval-not-allowed');

    expect((await put('BRAND_MANAGER', uuid, 'DK', { isApproved: true }, { 'if-match': '"1"' })).json()).toMatchObject({
      isApproved: true,
      version: 2,
    });
    const unapprove = await put(role, uuid, 'DK', { isApproved: false }, { 'if-match': '"2"' });
    expect(problem(unapprove).code).toBe('approval-not-allowed');
    expect((await stored(uuid, 'DK'))!.isApproved).toBe(true);

    // sending the flag unchanged, or leaving it out, is fine
    const edit = await put(role, uuid, 'DK', { ...fullBody({ imprint: 'Agency edit' }), isApproved: true }, { 'if-match': '"2"' });
    expect(edit.json()).toMatchObject({ imprint: 'Agency edit', isApproved: true, version: 3 });
    expect((await put(role, uuid, 'DK', { termsUrl: null }, { 'if-match': '"3"' })).json()).toMatchObject({ isApproved: true, version: 4 });
  });

  test.each(['SUPER_ADMIN', 'BRAND_MANAGER'] as const)('%s can approve and un-approve', async (role) => {
    const uuid = await projectWithData();
    expect((await put(role, uuid, 'DK', { isApproved: true }, { 'if-match': '"1"' })).json().isApproved).toBe(true);
    expect((await put(role, uuid, 'DK', { isApproved: false }, { 'if-match': '"2"' })).json().isApproved).toBe(false);
    const created = await put(role, uuid, 'SE', fullBody({ isApproved: true }), { 'if-none-match': '*' });
    expect(created.json().isApproved).toBe(true);
  });
});

describe('markets that come and go', () => {
  test("a removed market's data is kept unseen and comes back when the market is re-added", async () => {
    const uuid = await projectWithData({ isApproved: true });
    await put('SUPER_ADMIN', uuid, 'DK', { imprint: 'Version two' }, { 'if-match': '"1"' });
    const before = (await getOne('SUPER_ADMIN', uuid, 'DK')).json();
    const editProject = (markets: string[], version: number) =>
      t.call('SUPER_ADMIN', {
        method: 'PUT',
        url: `/projects/${uuid}`,
        headers: { 'if-match': `"${version}"` },
        body: newProjectBody({ markets }),
      });

    expect((await editProject(['SE'], 1)).statusCode).toBe(200);
    expect((await getAll('SUPER_ADMIN', uuid)).json().content.map((m: { marketCode: string }) => m.marketCode)).toEqual(['SE']);
    expect(problem(await getOne('SUPER_ADMIN', uuid, 'DK')).code).toBe('market-not-in-project');
    expect(problem(await put('SUPER_ADMIN', uuid, 'DK', { imprint: 'While removed' }, { 'if-match': '"2"' })).code).toBe(
      'market-not-in-project',
    );
    expect(await stored(uuid, 'DK')).toMatchObject({ imprint: 'Version two', version: 2 });

    expect((await editProject(['DK', 'SE'], 2)).statusCode).toBe(200);
    const after = await getOne('SUPER_ADMIN', uuid, 'DK');
    expect(after.headers.etag).toBe('"2"');
    expect(after.json()).toEqual(before);
    expect((await getAll('SUPER_ADMIN', uuid)).json().content[0]).toMatchObject({
      marketCode: 'DK',
      filled: true,
      isApproved: true,
      version: 2,
    });
  });

  test('deleting the project deletes its legal data', async () => {
    const uuid = await projectWithData();
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}` })).statusCode).toBe(204);
    expect(await stored(uuid, 'DK')).toBeUndefined();
    expect(problem(await getAll('SUPER_ADMIN', uuid)).code).toBe('project-not-found');
  });
});
