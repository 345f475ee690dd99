import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    setupFiles: ['src/storage/test/setupStorageShims.ts', 'src/shared/test/configureAsyncWaits.ts'],
    // A hang detector, not a speed limit: scrypt at the real strength (N=262144) takes about a second per keystore
    // here, several when the other worker is busy too.
    testTimeout: 60_000,
  },
});
