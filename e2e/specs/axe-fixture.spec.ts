import { expectNoSeriousA11yViolations, expectWindowA11y } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

// The scan every spec relies on must fail on what it looks for: a page of one frame (scanned in the page), a window
// (only its dialog), and a page with a frame (scanned inside the frame by AxeBuilder). It uses no stack; its test type
// is the suite's own, so it runs in a worker already started instead of starting one (a browser and a stack) for itself.
const lowContrast = '<p style="color:#777;background:#888">faint text</p>';
const unnamedButton = '<button><svg width="10" height="10"></svg></button>';

test('the axe fixture finds serious violations in the page, in a window only, and inside a frame', async ({
  page,
}) => {
  await page.setContent(`<html lang="en"><title>t</title><main>${lowContrast}</main></html>`);
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/color-contrast/);

  await page.setContent(
    `<html lang="en"><title>t</title><main>${lowContrast}<div role="dialog" aria-label="w">${unnamedButton}</div></main></html>`,
  );
  const error = await expectWindowA11y(page).catch((e: Error) => e);
  expect(String(error)).toMatch(/button-name/);
  expect(String(error)).not.toMatch(/color-contrast/);

  await page.setContent(
    `<html lang="en"><title>t</title><main><p>fine</p><iframe title="inner" srcdoc='<html lang="en"><title>i</title>${unnamedButton}</html>'></iframe></main></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/button-name/);

  await page.setContent('<html lang="en"><title>t</title><main><h1>Clean</h1></main></html>');
  await expectNoSeriousA11yViolations(page);
});
