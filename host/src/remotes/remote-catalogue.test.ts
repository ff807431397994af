import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES, type RemoteName } from './remote-catalogue';

const folders: Record<RemoteName, string> = {
  remoteProjects: 'remote-projects',
  remoteBackoffice: 'remote-backoffice',
  remoteUsers: 'remote-users',
  remoteCookiesAgegate: 'remote-cookies-agegate',
};

it.each(Object.entries(folders))('the catalogue lists exactly what %s exposes', (name, folder) => {
  const exposes = JSON.parse(readFileSync(path.join(__dirname, '../../..', folder, 'exposes.json'), 'utf8'));
  expect(Object.keys(exposes).sort()).toEqual([...REMOTE_MODULES[name as RemoteName]].sort());
});
