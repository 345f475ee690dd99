import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The wallet's tests run as two Vitest projects. Most files share their worker's modules (`isolate: false`): each
 * file used to import React, Mantine, the icons and viem again in a fresh module graph, about a second per file and
 * two thirds of the project's time. A file that replaces a module (`vi.mock`, `vi.doMock`) cannot share it, since a
 * module another file already imported would stay unmocked; those files run isolated. The split is read from the
 * files themselves, so a new test that mocks a module is isolated without anyone listing it.
 */
const roots = ['src', 'server', 'vite'];
const testFile = /\.test\.tsx?$/;
const mocksAModule = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;

function testFiles(): string[] {
  return roots.flatMap((root) =>
    readdirSync(new URL(root, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => join(root, file)),
  );
}

export function walletProject(isolated: boolean): ViteUserConfig {
  const mocking = testFiles().filter((file) =>
    mocksAModule.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
  );
  return {
    test: {
      name: isolated ? 'wallet-isolated' : 'wallet',
      environment: 'node',
      ...(isolated
        ? { include: mocking }
        : { include: roots.map((root) => `${root}/**/*.test.{ts,tsx}`), exclude: mocking, isolate: false }),
      setupFiles: ['src/storage/test/setupStorageShims.ts', 'src/shared/test/configureAsyncWaits.ts'],
      // A hang detector, not a speed limit: scrypt at the real strength (N=262144) takes about a second per keystore
      // here, several when the other worker is busy too.
      testTimeout: 60_000,
    },
  };
}
