import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'test-doubles', environment: 'node', testTimeout: 60_000 },
});
