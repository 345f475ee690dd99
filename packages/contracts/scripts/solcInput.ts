import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const contractsDir = new URL('../contracts/', import.meta.url).pathname;

/** Compiler settings; part of the source hash so a settings change also marks the artefacts stale. */
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

export interface SolcInput {
  input: { language: 'Solidity'; sources: Record<string, { content: string }>; settings: typeof settings };
  /** sha-256 over every .sol file, the settings and the compiler version. */
  hash: string;
}

/** Reads every Solidity source in a stable order; shared by the compile script and the staleness test. */
export function solcInput(compilerVersion: string): SolcInput {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort();
  const sources: Record<string, { content: string }> = {};
  const hash = createHash('sha256');
  hash.update(compilerVersion);
  hash.update(JSON.stringify(settings));
  for (const file of files) {
    const content = readFileSync(join(contractsDir, file), 'utf8');
    sources[file] = { content };
    hash.update(file);
    hash.update(content);
  }
  return { input: { language: 'Solidity', sources, settings }, hash: hash.digest('hex') };
}
