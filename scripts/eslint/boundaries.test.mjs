// Each boundary rule of eslint.config.mjs, proved on small samples linted as if they were files of
// the workspace (the imports they name are real files, so the resolver sees the real layout).
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors of `code` linted as the file at `file` (relative to the repo root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((m) =>
      ['import-x/no-restricted-paths', 'import-x/no-cycle', '@typescript-eslint/no-restricted-imports', 'no-restricted-imports'].includes(
        m.ruleId ?? '',
      ),
    )
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (binding) => `\nexport const used = ${binding};\n`;

describe('import boundaries', () => {
  it('keep a remote out of another remote', async () => {
    expect(
      await boundaryErrors(
        'remote-users/src/sample.ts',
        `import { PROJECTS_PATH } from '../../remote-projects/src/lib/project.js';${use('PROJECTS_PATH')}`,
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A remote imports neither another remote nor the host/)]);
    expect(await boundaryErrors('remote-users/src/sample.ts', `import { Button } from '@ottilia/shared-ui';${use('Button')}`)).toEqual([]);
  });

  it('keep a remote out of the host', async () => {
    expect(
      await boundaryErrors(
        'remote-projects/src/sample.ts',
        `import { NAV_ITEMS } from '../../host/src/config/nav-items.js';${use('NAV_ITEMS')}`,
      ),
    ).toEqual([expect.stringMatching(/A remote imports neither another remote nor the host/)]);
  });

  it('keep the shared packages in their layers: contracts; auth and ui; admin', async () => {
    const layers = /imports (only|no other package).*\(layers: shared-contracts; shared-auth, shared-ui; shared-admin; remotes and host\)/;
    expect(
      await boundaryErrors('shared-contracts/src/sample.ts', `import { can } from '../../shared-auth/src/index.js';${use('can')}`),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared-contracts imports no other package/)]);
    expect(await boundaryErrors('shared-contracts/src/sample.ts', `import { can } from '@ottilia/shared-auth';${use('can')}`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*shared-contracts imports no other package/),
    ]);
    expect(await boundaryErrors('shared-ui/src/sample.ts', `import { can } from '@ottilia/shared-auth';${use('can')}`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*shared-ui imports only shared-contracts of the workspace/),
    ]);
    expect(
      await boundaryErrors('shared-auth/src/sample.ts', `import { Button } from '../../shared-ui/src/index.js';${use('Button')}`),
    ).toEqual([expect.stringMatching(layers)]);
    expect(
      await boundaryErrors(
        'shared-admin/src/sample.ts',
        `import { NAV_ITEMS } from '../../host/src/config/nav-items.js';${use('NAV_ITEMS')}`,
      ),
    ).toEqual([expect.stringMatching(/shared-admin imports only shared-contracts, shared-auth, shared-ui of the workspace/)]);
    expect(
      await boundaryErrors(
        'shared-admin/src/sample.ts',
        `import { Button } from '@ottilia/shared-ui';\nimport { can } from '@ottilia/shared-auth';\nexport const used = [Button, can];\n`,
      ),
    ).toEqual([]);
    expect(await boundaryErrors('shared-auth/src/sample.ts', `import { can } from '@ottilia/shared-contracts';${use('can')}`)).toEqual([]);
  }, 30_000);

  it('keep the host out of a remote', async () => {
    expect(
      await boundaryErrors(
        'host/src/sample.ts',
        `import { PROJECTS_PATH } from '../../remote-projects/src/lib/project.js';${use('PROJECTS_PATH')}`,
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*host imports only shared-contracts, shared-auth, shared-ui, shared-admin/),
    ]);
    expect(await boundaryErrors('host/src/sample.ts', `import { UsersPage } from '@ottilia/remote-users';${use('UsersPage')}`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*host imports only/),
    ]);
  });

  it('keep one feature of an app out of another', async () => {
    const file = 'remote-projects/src/features/project-list/sample.ts';
    expect(await boundaryErrors(file, `import { StatusBadge } from '../project-detail/status-badge.js';${use('StatusBadge')}`)).toEqual([
      expect.stringMatching(/Features do not import each other/),
    ]);
    expect(await boundaryErrors(file, `import { formatDate } from '../../lib/format.js';${use('formatDate')}`)).toEqual([]);
    expect(
      await boundaryErrors(
        'remote-projects/src/features/project-detail/sample.ts',
        `import { StatusBadge } from './status-badge.js';${use('StatusBadge')}`,
      ),
    ).toEqual([]);
  });

  it('keep the front end out of the API and the identity service', async () => {
    expect(
      await boundaryErrors('shared-ui/src/sample.ts', `import { loadConfig } from '../../api/src/config.js';${use('loadConfig')}`),
    ).toEqual([expect.stringMatching(/The front end never imports the API or the identity service/)]);
    expect(
      await boundaryErrors(
        'shared-contracts/src/sample.ts',
        `import { localStateDir } from '../../identity/src/state-dir.js';${use('localStateDir')}`,
      ),
    ).toEqual([expect.stringMatching(/The front end never imports the API or the identity service/)]);
    expect(
      await boundaryErrors(
        'host/src/sample.ts',
        `import type { WireProject } from '@ottilia/shared-contracts/wire';\nexport type Used = WireProject;\n`,
      ),
    ).toEqual([]);
  });

  it('let the API and the identity service import only @ottilia/shared-contracts of the workspace', async () => {
    expect(await boundaryErrors('api/src/sample.ts', `import { can } from '@ottilia/shared-auth';${use('can')}`)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*import only @ottilia\/shared-contracts/),
    ]);
    expect(
      await boundaryErrors('identity/src/sample.ts', `import { Button } from '../../shared-ui/src/index.js';${use('Button')}`),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*import only @ottilia\/shared-contracts/)]);
    expect(
      await boundaryErrors(
        'api/src/sample.ts',
        `import { startIdentity } from '../../identity/src/identity-server.js';${use('startIdentity')}`,
      ),
    ).toEqual([expect.stringMatching(/import only @ottilia\/shared-contracts/)]);
    expect(await boundaryErrors('api/src/sample.ts', `import { can } from '@ottilia/shared-contracts/permissions';${use('can')}`)).toEqual(
      [],
    );
  });

  it('keep the development stand-ins (api/src/dev) out of every other module of the API, types apart', async () => {
    expect(
      await boundaryErrors(
        'api/src/observability/sample.ts',
        `import { devRoutePlugins } from '../dev/dev-plugins.js';${use('devRoutePlugins')}`,
      ),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*development stand-ins/)]);
    // the server boundary still holds in the same files
    expect(await boundaryErrors('api/src/sample.ts', `import { can } from '@ottilia/shared-auth';${use('can')}`)).toEqual([
      expect.stringMatching(/import only @ottilia\/shared-contracts/),
    ]);
    expect(
      await boundaryErrors(
        'api/src/observability/sample.ts',
        `import type { ReceivedEvent } from '../dev/monitoring/envelope.js';\nexport type Used = ReceivedEvent;\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'api/src/dev/sample.ts',
        `import { createSourceMapStore } from './monitoring/source-maps.js';${use('createSourceMapStore')}`,
      ),
    ).toEqual([]);
  });

  it('let apps import only types from @ottilia/shared-contracts (values come through shared-auth)', async () => {
    expect(
      await boundaryErrors('remote-users/src/sample.ts', `import { titleCase } from '@ottilia/shared-contracts';${use('titleCase')}`),
    ).toEqual([expect.stringMatching(/Import values through @ottilia\/shared-auth/)]);
    expect(
      await boundaryErrors(
        'remote-users/src/sample.ts',
        `import type { Role } from '@ottilia/shared-contracts';\nexport type Used = Role;\n`,
      ),
    ).toEqual([]);
  });

  it('refuse import cycles', async () => {
    // linted as permissions.ts itself: index.ts re-exports permissions.ts, so importing it closes a cycle
    expect(
      await boundaryErrors('shared-contracts/src/permissions.ts', `import { localPorts } from './index.js';${use('localPorts')}`),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(
      await boundaryErrors('shared-contracts/src/permissions.ts', `import { localPorts } from './local-env.js';${use('localPorts')}`),
    ).toEqual([]);
  });
});
