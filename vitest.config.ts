import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace that has unit or integration tests; each project keeps its own settings.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
