import { PERMISSIONS } from '../permissions.js';
import { identity } from './identity.js';
import { RESOURCES } from './index.js';

describe('a resource identity', () => {
  it('follows from the name: path, route, kind, record name, nouns, permissions and label keys', () => {
    expect(identity('languages', { hasActiveFlag: true })).toEqual({
      apiPath: '/languages',
      route: '/backoffice/languages',
      kind: 'language',
      recordId: 'Language',
      noun: 'language',
      nounPlural: 'languages',
      permissions: { read: 'languagesRead', create: 'languagesCreate', edit: 'languagesEdit', delete: 'languagesDelete' },
      hasActiveFlag: true,
      labels: 'languages.resource',
    });
  });

  it('takes the screen segment for route, permissions and labels, and the product’s own names where given', () => {
    expect(identity('email-domains', { route: 'domains', noun: 'e-mail domain', labels: 'emailDomains' })).toMatchObject({
      apiPath: '/email-domains',
      route: '/backoffice/domains',
      kind: 'email-domain',
      recordId: 'EmailDomain',
      noun: 'e-mail domain',
      nounPlural: 'e-mail domains',
      permissions: { read: 'domainsRead', create: 'domainsCreate', edit: 'domainsEdit', delete: 'domainsDelete' },
      hasActiveFlag: false,
      labels: 'emailDomains.resource',
    });
    expect(identity('news-items', { route: 'news', permission: 'newsEdit' }).permissions).toEqual({
      read: 'newsEdit',
      create: 'newsEdit',
      edit: 'newsEdit',
      delete: 'newsEdit',
    });
  });

  it('brings its permissions into the permission list', () => {
    for (const { permissions } of RESOURCES) expect(PERMISSIONS).toEqual(expect.arrayContaining(Object.values(permissions)));
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });
});
