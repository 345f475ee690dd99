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
    // The files share their worker's modules (no file mocks a module): each one imported GraphQL, viem, pg and
    // PGlite again in a fresh module graph, 74 s of imports for ~45 files (the project: 247 s → 134 s). No module
    // keeps state between files (readStakerInfo's cache is per API); three file orders pass (in order, seeds 4242, 777).
    isolate: false,
  },
});
