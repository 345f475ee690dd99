import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Path of the anvil binary shipped in the platform package of `@foundry-rs/anvil`. We resolve it ourselves
 * because the wrapper package's postinstall downloader is disabled on purpose (no network).
 */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`;
  let pkgJson: string;
  try {
    pkgJson = require.resolve(pkg);
  } catch (cause) {
    throw new Error(`anvil binary package ${pkg} is not installed`, { cause });
  }
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const binary = join(dirname(pkgJson), 'bin', exe);
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}`);
  return binary;
}
