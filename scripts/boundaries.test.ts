import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
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
      "import { x } from '@fantom-wallet/core';\nexport const y = x;\n",
      'only viem',
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
  });
});
