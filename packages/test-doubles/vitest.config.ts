import { defineProject } from 'vitest/config';

export default defineProject({
  // The files share their worker's modules (none mocks a module).
  test: { name: 'test-doubles', environment: 'node', testTimeout: 60_000, isolate: false },
});
