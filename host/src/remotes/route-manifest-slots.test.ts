// The home lists, palette searches and actions a remote declares in its route manifest (shell
// contract 1.1): published with their English beside the keys, validated by the host like routes.
import i18next from 'i18next';
import { publishRouteManifest } from '@ottilia/shared-auth/route-manifest';
import { parseRouteManifest, translatedManifest } from './route-manifest';

const list = {
  id: 'pending',
  title: 'shell.pending.title',
  empty: 'shell.pending.empty',
  position: 10,
  permission: 'brandsRead',
  audience: 'staff',
  read: { path: '/things', query: { $filter: "state eq 'PENDING'" } },
  record: '/x/things/:eid',
  list: '/x/things?state=PENDING',
} as const;
const provider = {
  id: 'things',
  title: 'shell.things',
  position: 10,
  permission: 'brandsRead',
  read: { path: '/things', query: { $filter: 'contains(name,{text})' } },
  record: '/x/things/:eid',
  detail: ['owner.name'],
  recent: { title: 'shell.recentThings', read: '/things/:eid' },
};
const action = { id: 'invite', label: 'shell.invite', to: '/x/things?invite', permission: 'brandsCreate' } as const;
const english = {
  shell: {
    pending: { title: 'Things to check', empty: 'Nothing to check.' },
    things: 'Things',
    recentThings: 'Recent things',
    invite: 'Invite',
  },
};
const source = { exposes: {}, routes: [], actNext: [list], search: [provider], actions: [action] };
const published = publishRouteManifest(source, { name: 'remoteX', area: 'X', namespace: 'x' }, english, { contract: '1.1.0', shared: {} });

it('publishes the English of each title, label and empty text beside its key', () => {
  expect(published.actNext).toEqual([
    { ...list, title: 'Things to check', titleKey: 'shell.pending.title', empty: 'Nothing to check.', emptyKey: 'shell.pending.empty' },
  ]);
  expect(published.search).toEqual([
    {
      ...provider,
      title: 'Things',
      titleKey: 'shell.things',
      recent: { ...provider.recent, title: 'Recent things', titleKey: 'shell.recentThings' },
    },
  ]);
  expect(published.actions).toEqual([{ ...action, label: 'Invite', labelKey: 'shell.invite' }]);
});

it('refuses to publish a key without English', () => {
  expect(() =>
    publishRouteManifest(
      { ...source, actions: [{ ...action, label: 'shell.nope' }] },
      { name: 'remoteX', area: 'X', namespace: 'x' },
      english,
      {},
    ),
  ).toThrow('route manifest of remoteX: no English for shell.nope in namespace x');
});

it('reads them back as published, and a manifest from before them without any', () => {
  const read = parseRouteManifest(published, 'remoteX');
  expect(read).toMatchObject({ actNext: published.actNext, search: published.search, actions: published.actions });
  const { actNext: _a, search: _s, actions: _c, ...before } = published;
  expect(parseRouteManifest({ ...before, builtWith: { contract: '1.0.0', shared: {} } }, 'remoteX')).not.toHaveProperty('actNext');
});

it('shows them in the current language, the published English while the service has none', async () => {
  await i18next.init({ lng: 'da', resources: { da: { x: { shell: { things: 'Ting' } } } } });
  const shown = translatedManifest(parseRouteManifest(published, 'remoteX'), i18next.t);
  expect(shown.search![0]).toMatchObject({ title: 'Ting', recent: { title: 'Recent things' } });
  expect(shown.actNext![0]).toMatchObject({ title: 'Things to check', empty: 'Nothing to check.' });
  expect(shown.actions![0]!.label).toBe('Invite');
});

it.each([
  [{ actNext: {} }, '"actNext" must be a list'],
  [{ actNext: [{ ...list, record: 'x/things/:eid' }] }, 'actNext[0]: "record" is not valid: "x/things/:eid"'],
  [{ actNext: [{ ...list, list: undefined }] }, 'actNext[0]: "list" is missing'],
  // a misread permission would show a list or a search to everybody
  [{ actNext: [{ ...list, permission: 'brandRead' }] }, 'actNext[0]: "permission" is not valid: "brandRead"'],
  [{ actNext: [{ ...list, audience: 'agencies' }] }, 'actNext[0]: "audience" is not valid: "agencies"'],
  [{ actNext: [{ ...list, read: { path: 'things' } }] }, 'actNext[0]: "read" is not valid: {"path":"things"}'],
  [{ actNext: [{ ...list, read: { path: '/things', query: { page: [1] } } }] }, 'actNext[0]: "read" is not valid'],
  [{ search: [{ ...provider, title: '' }] }, 'search[0]: "title" is not valid: ""'],
  [{ search: [{ ...provider, detail: 'owner.name' }] }, 'search[0]: "detail" is not valid: "owner.name"'],
  [{ search: [{ ...provider, recent: { title: 'Recent' } }] }, 'search[0]: "recent" is not valid: {"title":"Recent"}'],
  [{ actions: [{ ...action, to: 'x' }] }, 'actions[0]: "to" is not valid: "x"'],
  [{ actions: ['x'] }, 'actions[0] must be an object'],
])('refuses %j', (slots, problem) => {
  expect(() => parseRouteManifest({ ...published, ...slots }, 'remoteX')).toThrow(`route manifest of remoteX: ${problem}`);
});

describe('the slots of shell contract 1.2: profile links, record screens, help topics, the preview hand-off', () => {
  const link = { id: 'me', label: 'shell.me', position: 10, to: '/x/people/:eid', permission: 'usersRead' } as const;
  const screen = { read: '/things', record: '/x/things/:eid' };
  const topic = {
    prefix: '/x/things',
    questions: [{ question: 'shell.help.why.question', answer: 'shell.help.why.answer', tutorial: 'things' }],
  };
  const words = { shell: { me: 'My page', help: { why: { question: 'Why things?', answer: 'Because.' } } } };
  const newer = publishRouteManifest(
    { exposes: {}, routes: [], profile: [link], records: [screen], help: [topic], previewHandoff: '/x/things' },
    { name: 'remoteX', area: 'X', namespace: 'x' },
    words,
    { contract: '1.2.0', shared: {} },
  );

  it('publishes the English beside the keys, and reads them back', () => {
    expect(newer).toMatchObject({
      profile: [{ ...link, label: 'My page', labelKey: 'shell.me' }],
      records: [screen],
      help: [
        {
          prefix: '/x/things',
          questions: [
            {
              question: 'Why things?',
              questionKey: 'shell.help.why.question',
              answer: 'Because.',
              answerKey: 'shell.help.why.answer',
              tutorial: 'things',
            },
          ],
        },
      ],
      previewHandoff: '/x/things',
    });
    expect(parseRouteManifest(newer, 'remoteX')).toMatchObject({
      profile: newer.profile,
      records: newer.records,
      help: newer.help,
      previewHandoff: '/x/things',
    });
  });

  it('loads a manifest of contract 1.1 (without them) as before', () => {
    const { profile: _p, records: _r, help: _h, previewHandoff: _v, ...older } = newer;
    const read = parseRouteManifest({ ...older, builtWith: { contract: '1.1.0', shared: {} } }, 'remoteX');
    for (const slot of ['profile', 'records', 'help', 'previewHandoff']) expect(read).not.toHaveProperty(slot);
  });

  it('shows the labels and questions in the current language', async () => {
    await i18next.init({
      lng: 'da',
      resources: { da: { x: { shell: { me: 'Min side', help: { why: { question: 'Hvorfor ting?' } } } } } },
    });
    const shown = translatedManifest(parseRouteManifest(newer, 'remoteX'), i18next.t);
    expect(shown.profile![0]!.label).toBe('Min side');
    expect(shown.help![0]!.questions[0]).toMatchObject({ question: 'Hvorfor ting?', answer: 'Because.' });
  });

  it('refuses to publish a question without English', () => {
    expect(() =>
      publishRouteManifest(
        { exposes: {}, help: [{ prefix: '/x', questions: [{ question: 'shell.nope', answer: 'shell.help.why.answer' }] }] },
        { name: 'remoteX', area: 'X', namespace: 'x' },
        words,
        {},
      ),
    ).toThrow('route manifest of remoteX: no English for shell.nope in namespace x');
  });

  it.each([
    [{ profile: [{ ...link, to: 'people' }] }, 'profile[0]: "to" is not valid: "people"'],
    [{ profile: [{ ...link, permission: 'userRead' }] }, 'profile[0]: "permission" is not valid: "userRead"'],
    [{ profile: [{ ...link, position: undefined }] }, 'profile[0]: "position" is missing'],
    [{ records: [{ read: 'things', record: '/x/things/:eid' }] }, 'records[0]: "read" is not valid: "things"'],
    [{ help: [{ prefix: '/x', questions: [] }] }, 'help[0]: "questions" is not valid: []'],
    [{ help: [{ prefix: '/x', questions: [{ question: 'Why?' }] }] }, 'help[0]: "questions" is not valid'],
    [{ previewHandoff: 'projects' }, '"previewHandoff" is not valid: "projects"'],
  ])('refuses %j', (slots, problem) => {
    expect(() => parseRouteManifest({ ...newer, ...slots }, 'remoteX')).toThrow(`route manifest of remoteX: ${problem}`);
  });
});
