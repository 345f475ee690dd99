import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace that has unit or integration tests; each project keeps its own settings.
export default defineConfig({
  test: {
    // Two test files at a time on this 2-core machine (Vitest's default, one core less, ran one at a time: a file
    // waiting on a chain or a database left the other core idle). No test asserts wall-clock time, so the
    // contention of two files cannot fail one; each project's time limits only catch a hang.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/wallet/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
