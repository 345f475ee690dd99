import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { expect, test } from '../fixtures/test.ts';

// Chromium keeps only the last `--disable-features` on its command line, and Playwright puts its own before ours
// (scripts/chromium.ts): ours must repeat every feature Playwright turns off, or a Playwright update would quietly
// turn them on again for every test and benchmark. Checked on the command line Playwright really spawns. Its test
// type is the suite's own, so it runs in a worker already started; it uses no stack.
test('our --disable-features keeps every feature Playwright turns off, and the unused browser UI', async () => {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const lists = (server.process().spawnargs ?? [])
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const last = lists.at(-1) ?? [];
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const list of lists) expect(last).toEqual(expect.arrayContaining(list));
    expect(last).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  } finally {
    await server.close();
  }
});
