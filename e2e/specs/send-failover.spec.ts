import { expect, FAULTS_STACK, test } from '../fixtures/test.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';

// Stops an API replica and starts it again: the stack it shares with faults-server.spec.ts, away from the others.
test.use(FAULTS_STACK);

test('an API replica killed during verification: the other answers and the user sees success', async ({
  page,
  stack,
}) => {
  const send = new SendPages(page);
  await send.store(DEV_KEYS.carol);
  const carol = addressOf(DEV_KEYS.carol);
  await send.openSend(carol);
  await send.fill(addressOf(DEV_KEYS.bob), '0.5');
  await send.toConfirmation();
  await send.confirm();
  await expect(
    page
      .getByRole('heading', { name: 'Verifying Transaction' })
      .or(page.getByRole('heading', { name: 'Success' })),
  ).toBeVisible({ timeout: 20_000 });
  await stack.apis[0]?.stop();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });
  await stack.restartApi(0);
});
