import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { solcInput } from '../scripts/solcInput.ts';
import { sourceHash } from '../src/generated/sourceHash.ts';

describe('generated artefacts', () => {
  it('match the Solidity sources (run `npx tsx scripts/compile.ts` in packages/contracts when this fails)', () => {
    const solc = createRequire(import.meta.url)('solc') as { version(): string };
    expect(solcInput(solc.version()).hash).toBe(sourceHash);
  });
});
