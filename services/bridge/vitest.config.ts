import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bridge',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // The files share their worker's modules (none mocks a module).
    isolate: false,
    hookTimeout: 120_000,
  },
});
