import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds Mantine with src/shared/ui/mantineUseId.ts as @mantine/hooks' `useId` (why: that file). It replaces the one
 * import of the library's index that brings it, and fails the build if the library no longer has that import, so an
 * upgrade cannot quietly bring the double render back. The extension's build uses it too.
 */
export function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('../src/shared/ui/mantineUseId.ts', import.meta.url));
  const hooksIndex = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
  let replaced = false;
  return {
    name: 'fwallet:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || importer === undefined || !hooksIndex.test(importer))
        return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (error === undefined && !replaced && this.environment?.config.command === 'build')
        this.error(
          "@mantine/hooks no longer imports './use-id/use-id.mjs': update apps/wallet/vite/mantineUseId.ts",
        );
    },
  };
}
