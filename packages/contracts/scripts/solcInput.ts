import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, sep } from 'node:path';

export const contractsDir = new URL('../contracts/', import.meta.url).pathname;

const require = createRequire(import.meta.url);
const ozPackageJson = require.resolve('@openzeppelin/contracts/package.json');
const ozVersion = (JSON.parse(readFileSync(ozPackageJson, 'utf8')) as { version: string }).version;

/**
 * Import remappings: `@openzeppelin/contracts/…` in our sources is the npm package in node_modules (pinned in
 * package.json), under a source-unit prefix that carries its version, so compiler metadata says which one it was.
 */
const libraries = [
  {
    prefix: '@openzeppelin/contracts/',
    unit: `npm/@openzeppelin/contracts@${ozVersion}/`,
    dir: dirname(ozPackageJson),
  },
] as const;

/** Compiler settings; part of the source hash so a settings change also marks the artefacts stale. */
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  remappings: libraries.map((l) => `${l.prefix}=${l.unit}`),
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

export interface SolcInput {
  input: { language: 'Solidity'; sources: Record<string, { content: string }>; settings: typeof settings };
  /** sha-256 over every source compiled (ours and the library files they import), the settings and the compiler version. */
  hash: string;
}

/** True for a source unit that comes from a library package rather than from contracts/. */
export function isLibrarySource(unit: string): boolean {
  return libraries.some((l) => unit.startsWith(l.unit));
}

/** Every .sol file under contracts/, as source-unit names relative to it (posix separators), sorted. */
function ownSources(dir: string): string[] {
  const units: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.sol')) units.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return units.sort();
}

const importPattern = /^\s*import\s+[^;]*?["']([^"']+)["']/gm;

/** The source unit an import in `from` names: remapped when it starts with a library prefix, else resolved like a path. */
function resolveImport(from: string, path: string): string {
  for (const l of libraries) if (path.startsWith(l.prefix)) return l.unit + path.slice(l.prefix.length);
  return path.startsWith('.') ? posix.normalize(posix.join(posix.dirname(from), path)) : path;
}

function readUnit(unit: string): string {
  for (const l of libraries) {
    if (unit.startsWith(l.unit)) return readFileSync(join(l.dir, unit.slice(l.unit.length)), 'utf8');
  }
  return readFileSync(join(contractsDir, unit), 'utf8');
}

/**
 * Reads every Solidity source under contracts/ and, following their imports, the library files they use; shared
 * by the compile script and the staleness test. All sources are handed to solc, so it needs no import callback.
 */
export function solcInput(compilerVersion: string): SolcInput {
  const contents = new Map<string, string>();
  const pending = ownSources(contractsDir);
  while (pending.length > 0) {
    const unit = pending.pop() as string;
    if (contents.has(unit)) continue;
    const content = readUnit(unit);
    contents.set(unit, content);
    for (const match of content.matchAll(importPattern)) {
      const imported = resolveImport(unit, match[1] as string);
      if (!contents.has(imported)) pending.push(imported);
    }
  }
  const sources: Record<string, { content: string }> = {};
  const hash = createHash('sha256');
  hash.update(compilerVersion);
  hash.update(JSON.stringify(settings));
  for (const unit of [...contents.keys()].sort()) {
    const content = contents.get(unit) as string;
    sources[unit] = { content };
    hash.update(unit);
    hash.update(content);
  }
  return { input: { language: 'Solidity', sources, settings }, hash: hash.digest('hex') };
}
