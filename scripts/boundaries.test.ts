import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * Lints a snippet placed at the given path (a throw-away file, removed afterwards) through the repository's
 * Biome configuration, exactly as `npm run lint` would see it.
 */
function lintAs(path: string, source: string): { ok: boolean; output: string } {
  const probe = path.replace(/\.ts$/, `.boundary-probe-${process.pid}.ts`);
  writeFileSync(`${repo}/${probe}`, source);
  try {
    const result = spawnSync(`${repo}/node_modules/.bin/biome`, ['lint', probe], {
      cwd: repo,
      encoding: 'utf8',
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(`${repo}/${probe}`, { force: true });
  }
}

describe('architecture import boundaries (README: architecture map)', () => {
  it.each([
    [
      'packages/core/src/bad.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
      'no React',
    ],
    [
      'packages/core/src/bad.ts',
      "import { readFile } from 'node:fs';\nexport const x = readFile;\n",
      'no Node built-ins',
    ],
    [
      'packages/core/src/bad.ts',
      "import { x } from '@fantom-wallet/devnet';\nexport const y = x;\n",
      'may import only',
    ],
    [
      'packages/core/src/bad.ts',
      "import { x } from '../../../services/api/src/index.ts';\nexport const y = x;\n",
      'may import only',
    ],
    [
      'apps/wallet/src/bad.ts',
      "import { x } from '@fantom-wallet/api';\nexport const y = x;\n",
      'never a service',
    ],
    [
      'apps/wallet/src/bad.ts',
      "import { x } from '../../../services/devnet/src/index.ts';\nexport const y = x;\n",
      'never a service',
    ],
    [
      'packages/contracts/src/bad.ts',
      "import { x } from '@fantom-wallet/devnet';\nexport const y = x;\n",
      'only viem and core',
    ],
    [
      'apps/wallet/src/features/send/bad.ts',
      "import { x } from '../staking/flows/StakeFlow.tsx';\nexport const y = x;\n",
      'only through its index.ts',
    ],
    [
      'apps/wallet/src/features/staking/flows/bad.ts',
      "import { x } from '../../transactions/steps/TransactionStepper.tsx';\nexport const y = x;\n",
      'only through its index.ts',
    ],
    [
      'apps/wallet/src/features/send/bad.ts',
      "import { x } from '../../app/App.tsx';\nexport const y = x;\n",
      'never import the app shell',
    ],
    [
      'apps/wallet/src/features/wallets/bad.ts',
      "import { useSigner } from '../../signers/useSigners.ts';\nexport const y = useSigner;\n",
      'only through src/signers/index.ts',
    ],
    [
      'apps/wallet/src/features/transactions/confirm/bad.ts',
      "import type { Signer } from '../../../signers/Signer.ts';\nexport const y: Signer | null = null;\n",
      'only through src/signers/index.ts',
    ],
    [
      'apps/wallet/src/features/connect/walletconnect/bad.ts',
      "export const y = () => import('../../../signers/ledger/index.ts');\n",
      'only through src/signers/index.ts',
    ],
    [
      'apps/wallet/src/app/bad.ts',
      "import { x } from '../features/staking/routes/StakingRoutes.tsx';\nexport const y = x;\n",
      'only through its index.ts',
    ],
    [
      'apps/wallet/src/shared/ui/bad.ts',
      "import { x } from '../../features/staking/index.ts';\nexport const y = x;\n",
      'never import them',
    ],
    [
      'apps/wallet/src/features/send/bad.ts',
      "import { x } from '@fantom-wallet/api';\nexport const y = x;\n",
      'never a service',
    ],
    [
      'apps/extension/src/bad.ts',
      "import { x } from '@fantom-wallet/api';\nexport const y = x;\n",
      'never a service',
    ],
    [
      'apps/extension/src/background/bad.ts',
      "import { x } from '../../../../services/devnet/src/index.ts';\nexport const y = x;\n",
      'never a service',
    ],
    [
      'apps/extension/src/pages/bad.ts',
      "import { App } from '@fantom-wallet/wallet/src/app/App.tsx';\nexport const y = App;\n",
      'only through its entry points',
    ],
    [
      'apps/extension/src/background/bad.ts',
      "import { x } from '../../../wallet/src/signers/index.ts';\nexport const y = x;\n",
      'only through its entry points',
    ],
    [
      'services/api/src/modules/governance/bad.ts',
      "import { loadStaker } from '../staking/loadStaker.ts';\nexport const y = loadStaker;\n",
      "only through that area's index.ts",
    ],
    [
      'services/api/src/modules/governance/models/bad.ts',
      "import { chainTime } from '../../core/chainTime.ts';\nexport const y = chainTime;\n",
      "only through that area's index.ts",
    ],
  ])('%s: %s is refused (%s)', (path, source, message) => {
    const result = lintAs(path, source);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it('allowed imports pass', () => {
    expect(
      lintAs('packages/core/src/ok.ts', "import { keccak256 } from 'viem';\nexport const k = keccak256;\n")
        .ok,
    ).toBe(true);
    expect(
      lintAs('apps/wallet/src/ok.ts', "import { x } from '@fantom-wallet/core';\nexport const y = x;\n").ok,
    ).toBe(true);
    expect(
      lintAs(
        'packages/contracts/src/ok.ts',
        "import { OPERA_MAINNET } from '@fantom-wallet/core';\nexport const y = OPERA_MAINNET;\n",
      ).ok,
    ).toBe(true);
    expect(
      lintAs(
        'apps/extension/src/ok.ts',
        "import { x } from '@fantom-wallet/core';\nimport { App } from '@fantom-wallet/wallet/app';\n" +
          'export const y = [x, App];\n',
      ).ok,
    ).toBe(true);
    expect(
      lintAs(
        'apps/wallet/src/features/staking/flows/ok.ts',
        "import { x } from '../../transactions/index.ts';\nimport { y } from '../data/useStakingData.ts';\n" +
          "import { z } from '../../../shared/ui/Amount.tsx';\nexport const w = [x, y, z];\n",
      ).ok,
    ).toBe(true);
    expect(
      lintAs(
        'apps/wallet/src/features/connect/injected/ok.ts',
        "import { useSigner } from '../../../signers/index.ts';\nexport const y = useSigner;\n",
      ).ok,
    ).toBe(true);
  });

  it("an API area's own files, shared infrastructure and another area's index.ts pass", () => {
    expect(
      lintAs(
        'services/api/src/modules/governance/ok.ts',
        "import { readStake } from '../staking/index.ts';\nimport type { ApiModule } from '../ApiModule.ts';\n" +
          "import { ApiError } from '../../errors/ApiError.ts';\nimport { x } from './proposalList.ts';\n" +
          'export const w: [unknown, ApiModule | null, unknown, unknown] = [readStake, null, ApiError, x];\n',
      ).ok,
    ).toBe(true);
  });
});

/** Every import from one wallet feature into another: [importing feature, imported feature, imported file]. */
function featureEdges(): Array<[string, string, string]> {
  const features = join(repo, 'apps/wallet/src/features');
  const edges: Array<[string, string, string]> = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  for (const file of walk(features)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = relative(features, file).split('/')[0] ?? '';
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = relative(features, resolve(dirname(file), match[1] ?? ''));
      const to = target.split('/')[0] ?? '';
      if (!target.startsWith('..') && to !== from) edges.push([from, to, target]);
    }
  }
  return edges;
}

/** The cycles of a directed graph, each as a path that ends where it starts. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) found.push([...path.slice(at), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  // Each cycle is found once per node on it: keep the rotation that starts at its smallest name.
  const key = (c: string[]) => {
    const ring = c.slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0] ?? '');
    return [...ring.slice(start), ...ring.slice(0, start)].join(' → ');
  };
  return [...new Map(found.map((c) => [key(c), c])).values()];
}

describe('feature boundaries (README: the wallet app)', () => {
  it('has no import cycles between features', () => {
    const graph = new Map<string, Set<string>>();
    for (const [from, to] of featureEdges()) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual(['a → b → c → a']);
  });

  it('every feature exposes an index.ts, the only file other features import', () => {
    const features = join(repo, 'apps/wallet/src/features');
    const folders = readdirSync(features, { withFileTypes: true }).filter((e) => e.isDirectory());
    const missing = folders.filter((f) => !existsSync(join(features, f.name, 'index.ts'))).map((f) => f.name);
    expect(missing).toEqual([]);
    const edges = featureEdges();
    expect(edges.length).toBeGreaterThan(10);
    expect(edges.filter(([, to, file]) => file !== `${to}/index.ts`)).toEqual([]);
  });
});
