import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RepoSnapshot } from './supplyChain/RepoSnapshot.ts';
import { readRepoSnapshot } from './supplyChain/readRepoSnapshot.ts';
import { supplyChainChecks } from './supplyChain/supplyChainChecks.ts';

const repo = readRepoSnapshot(fileURLToPath(new URL('..', import.meta.url)));

/** A deep copy of the real snapshot, changed by `edit`: each rule must catch the change an attacker or a hurry would make. */
function broken(edit: (copy: RepoSnapshot) => void): RepoSnapshot {
  const copy = structuredClone(repo);
  edit(copy);
  return copy;
}

describe('supply chain (README: dependencies and install scripts)', () => {
  it.each(Object.keys(supplyChainChecks) as Array<keyof typeof supplyChainChecks>)(
    'the repository passes %s',
    (name) => {
      expect(supplyChainChecks[name](repo)).toEqual([]);
    },
  );

  it('a range, a tag or a sibling at the wrong version is refused', () => {
    const problems = supplyChainChecks.exactVersions(
      broken((r) => {
        r.root.devDependencies = { ...r.root.devDependencies, vitest: '^4.1.12' };
        r.workspaces['apps/wallet'] = {
          ...r.workspaces['apps/wallet'],
          dependencies: { react: 'latest', '@fantom-wallet/core': '0.2.0' },
        };
      }),
    );
    expect(problems).toEqual([
      "(root) devDependencies vitest: '^4.1.12' is not an exact version",
      "apps/wallet dependencies react: 'latest' is not an exact version",
      "apps/wallet dependencies @fantom-wallet/core: '0.2.0' does not match the workspace version 0.1.0",
    ]);
  });

  it('git, URL and file dependencies are refused, in package.json and in the lockfile', () => {
    const problems = supplyChainChecks.registryOnly(
      broken((r) => {
        r.workspaces['packages/core'] = {
          ...r.workspaces['packages/core'],
          dependencies: {
            a: 'git+https://github.com/x/a.git',
            b: 'https://example.com/b.tgz',
            c: 'file:../c',
            d: 'someone/d#main',
          },
        };
        r.lock.packages['node_modules/viem'] = {
          ...r.lock.packages['node_modules/viem'],
          resolved: 'https://evil.example/viem.tgz',
        };
        r.lock.packages['node_modules/zod'] = {
          version: '4.6.7',
          resolved: 'git+ssh://git@github.com/x/zod.git',
        };
        r.lock.packages['node_modules/@fantom-wallet/core'] = {
          version: '9.9.9',
          integrity: 'sha512-x',
        };
      }),
    );
    expect(problems).toEqual([
      "packages/core dependencies a: 'git+https://github.com/x/a.git' is a git, URL or file dependency",
      "packages/core dependencies b: 'https://example.com/b.tgz' is a git, URL or file dependency",
      "packages/core dependencies c: 'file:../c' is a git, URL or file dependency",
      "packages/core dependencies d: 'someone/d#main' is a git, URL or file dependency",
      'lockfile node_modules/@fantom-wallet/core: workspace package @fantom-wallet/core comes from the registry',
      "lockfile node_modules/viem: resolved from 'https://evil.example/viem.tgz', not https://registry.npmjs.org/",
      "lockfile node_modules/zod: resolved from 'git+ssh://git@github.com/x/zod.git', not https://registry.npmjs.org/",
      'lockfile node_modules/zod: no sha512 integrity hash',
    ]);
  });

  it('a lockfile that no longer matches a package.json is refused', () => {
    const problems = supplyChainChecks.lockInSync(
      broken((r) => {
        r.workspaces['services/api'] = {
          ...r.workspaces['services/api'],
          dependencies: { ...r.workspaces['services/api']?.dependencies, pg: '8.24.0' },
        };
      }),
    );
    expect(problems).toEqual([
      'package-lock.json is out of date for services/api dependencies; run npm install',
    ]);
  });

  it('an install script not reviewed in allowScripts is refused, and so is a stale approval', () => {
    const problems = supplyChainChecks.installScripts(
      broken((r) => {
        r.lock.packages['node_modules/zod'] = {
          ...r.lock.packages['node_modules/zod'],
          hasInstallScript: true,
        };
        r.root.allowScripts = { ...r.root.allowScripts, 'left-pad': true };
        r.workspaces.e2e = { ...r.workspaces.e2e, scripts: { postinstall: 'node fetch-things.js' } };
      }),
    );
    expect(problems).toEqual([
      'zod has an install script but is not in package.json allowScripts',
      'allowScripts lists left-pad, which has no install script in the lockfile',
      'e2e has a postinstall script, which every npm install would run',
    ]);
  });

  it('a shipped dependency added without a row in DEPENDENCIES.md is refused, and so is a stale row', () => {
    const problems = supplyChainChecks.dependencyTable(
      broken((r) => {
        r.workspaces['apps/wallet'] = {
          ...r.workspaces['apps/wallet'],
          dependencies: { ...r.workspaces['apps/wallet']?.dependencies, 'left-pad': '1.3.0' },
        };
        r.dependencyTable = r.dependencyTable.replace(
          /^\| `qrcode\.react` .*$/m,
          '| `qrcode.react` | `apps/wallet` |  |',
        );
        r.dependencyTable += '| `moment` | `apps/wallet` | dates |\n';
      }),
    );
    expect(problems).toEqual([
      'qrcode.react @ apps/wallet is a runtime dependency without a purpose in DEPENDENCIES.md',
      'left-pad @ apps/wallet is a runtime dependency without a purpose in DEPENDENCIES.md',
      'DEPENDENCIES.md lists moment @ apps/wallet, which is not a runtime dependency there',
    ]);
  });
});
