import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // Hang detectors, not speed limits (speed is `npm run bench`): generous enough for a machine under load.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setupPgliteTemplate.ts'],
  },
});
