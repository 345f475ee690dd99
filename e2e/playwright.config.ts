import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/globalSetup.ts',
  outputDir: './test-results',
  // Tests wait for visible outcomes, never sleep: a limit only turns a hang into a failure, and a passing test never
  // waits for it. Generous, because two workers with a whole stack each keep both cores busy and the machine may be
  // shared (at load 15 a screens test took 4.5 min and expectations waited tens of seconds); speed is `npm run bench`.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    permissions: ['clipboard-read', 'clipboard-write'],
    // The wallet's service worker precaches the whole build (~250 files, 8.5 MB) on a context's first visit, and
    // every test opens a fresh context: that install was CPU taken from the tests on a machine they saturate. The
    // specs of the service worker itself (offline-app) allow it again.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (each action with its time and locator, network, console, sources) and a
    // screenshot of the end. The trace's screencast and DOM snapshots are off: the screencast kept Chromium's GPU
    // process at ~60 % of a core for the whole run, and a snapshot before and after every action cost a fifth of
    // the e2e stage's CPU (funi + fmint: 239 CPU-s with snapshots, 193 without, 20 % longer on the wall).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
});
