import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'extension',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
