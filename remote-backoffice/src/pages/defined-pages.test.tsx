// Every resource written as a definition without pages of its own (route-manifest.json) shows the
// screens derived from it: the shared screen suite runs on each, with this remote's English.
import { DEFINITIONS } from '@ottilia/shared-admin';
import { describeDefinedScreens } from '@ottilia/shared-admin/testing';
import manifest from '../../route-manifest.json';
import { en } from '../i18n/en';
import { NS } from '../i18n/strings';

const derived = DEFINITIONS.filter(({ identity }) => !manifest.routes.some(({ path }) => path === identity.route));

for (const definition of derived) describeDefinedScreens(definition, NS, en);

test('brands, e-mail domains, legal entities and types of website, of the definitions, have pages of their own', () => {
  expect(DEFINITIONS.filter((definition) => !derived.includes(definition)).map(({ identity }) => identity.route)).toEqual([
    '/backoffice/brands',
    '/backoffice/domains',
    '/backoffice/entities',
    '/backoffice/site-types',
  ]);
});
