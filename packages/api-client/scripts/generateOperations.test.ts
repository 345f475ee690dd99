import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  generatedDir,
  generateOperations,
  operationFiles,
  operationsDir,
  schemaSdl,
} from './generateOperations.ts';

const subsetFile = join(operationsDir, '../../../services/api/schema/fantom-api-subset.sdl');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('wallet operations', () => {
  it('are valid against the public API’s wallet subset, unchanged, and against our full schema', () => {
    const subset = buildSchema(readFileSync(subsetFile, 'utf8'));
    const ours = buildSchema(schemaSdl());
    const files = operationFiles();
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const document = parse(readFileSync(join(operationsDir, file), 'utf8'));
      expect(validate(subset, document).map((e) => `${file}: ${e.message}`)).toEqual([]);
      expect(validate(ours, document).map((e) => `${file}: ${e.message}`)).toEqual([]);
    }
  });

  it('keep the original wallet’s operation names', () => {
    const names = new Set(
      operationFiles().map(
        (file) => /(?:query|mutation)\s+(\w+)/.exec(readFileSync(join(operationsDir, file), 'utf8'))?.[1],
      ),
    );
    for (const name of [
      'AccountByAddress',
      'GasPrice',
      'EstimateGas',
      'Price',
      'TransactionByHash',
      'GetErc20TokenAllowance',
      'SFCConfig',
      'StakerById',
      'Stakers',
      'DelegationsByAddress',
      'Delegation',
      'GetUnlockedAmount',
      'GetEpoch',
      'DefiSettings',
      'DefiTokens',
      'ERC20TokenList',
      'Erc20Assets',
      'ERCTokenBalance',
      'GetNativeToken',
      'FMintAccount',
      'GetState',
      'GetUniswapPairs',
      'GetDefiUniswapQuoteLiquidity',
      'GetUniswapAmountsOut',
      'GetUniswapAmountsIn',
      'GetFUniswapActions',
      'GetTimeVolumes',
      'GetTimeReserves',
      'GetTimePrices',
      'GovernanceContracts',
      'GovernanceProposals',
      'GovernanceContract',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('generated code is up to date with the SDL and the documents (run `npx tsx scripts/codegen.ts`)', async () => {
    const expected = await generateOperations();
    const actual = new Map(
      filesUnder(generatedDir).map((file) => [relative(generatedDir, file), readFileSync(file, 'utf8')]),
    );
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) expect(actual.get(name), name).toBe(content);
  });
});
