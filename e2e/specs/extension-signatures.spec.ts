import type { Page } from '@playwright/test';
import { type Hex, recoverTypedDataAddress, verifyMessage } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { stringToHex } from 'viem/utils';
import { expect, test } from '../fixtures/extension.ts';
import { DEV_KEYS } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

const DEVNET_CHAIN_ID = 4003;

/** Types the password and signs: the window closes once the background has the signature. */
async function signIn(window: Page): Promise<void> {
  await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  const closed = window.waitForEvent('close', { timeout: 60_000 });
  await window.getByRole('button', { name: 'Sign' }).click();
  await closed;
}

test.describe('extension signatures (docs/extension.md#signatures)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a SIWE sign-in through personal_sign recovers to the account; a deceptive one is warned of; Cancel is 4001', async ({
    extension,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const host = new URL(dapp.origin).host;
    const siwe = (domain: string) =>
      createSiweMessage({
        domain,
        address: bob,
        statement: 'Sign in to the test dapp',
        uri: `${dapp.origin}/login`,
        version: '1',
        chainId: DEVNET_CHAIN_ID,
        nonce: 'fwallet12345',
        issuedAt: new Date(),
      });

    const message = siwe(host);
    let next = extension.nextWindow('eip-sign/');
    let answer = dapp.request('personal_sign', [stringToHex(message), bob]);
    let window = await next;
    await expect(window.getByRole('heading', { name: 'Sign-in request' })).toBeVisible();
    await expect(window.getByRole('row', { name: /Domain/ })).toContainText(host);
    await expect(window.getByRole('alert')).toHaveCount(0);
    await signIn(window);
    const { result: signature } = await answer;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address: bob, message, signature: signature as Hex })).toBe(true);

    // A sign-in for another domain: a loud warning, and Sign waits for "I understand the risk". Cancel → 4001.
    next = extension.nextWindow('eip-sign/');
    answer = dapp.request('personal_sign', [stringToHex(siwe('app.uniswap.org')), bob]);
    window = await next;
    await expect(window.getByRole('alert')).toContainText('This sign-in request may be deceptive');
    await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await expect(window.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await window.getByRole('checkbox', { name: 'I understand the risk' }).check();
    await expect(window.getByRole('button', { name: 'Sign' })).toBeEnabled();
    const closed = window.waitForEvent('close');
    await window
      .getByRole('button', { name: 'Cancel' })
      .click()
      .catch((error: unknown) => {
        if (!window.isClosed()) throw error;
      });
    await closed;
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    expect(await dapp.request('eth_sign', [bob, `0x${'ab'.repeat(32)}`])).toMatchObject({
      error: { code: 4200 },
    });
  });

  test('an EIP-2612 permit signed with eth_signTypedData_v4 is shown as one sentence and recovers to the account', async ({
    extension,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Permit Token', version: '1', chainId: DEVNET_CHAIN_ID, verifyingContract: token },
      message: { owner: bob, spender: carol, value: '1000', nonce: 0, deadline: 4_000_000_000 },
    } as const;
    const next = extension.nextWindow('eip-sign/');
    const answer = dapp.request('eth_signTypedData_v4', [bob, JSON.stringify(typedData)]);
    const window = await next;
    await expect(window.getByRole('heading', { name: 'Typed data signature request' })).toBeVisible();
    await expect(window.getByRole('alert').first()).toContainText(`${carol} may spend`);
    await signIn(window);
    const { result: signature } = await answer;
    expect(
      await recoverTypedDataAddress({
        ...typedData,
        domain: { ...typedData.domain, chainId: BigInt(DEVNET_CHAIN_ID) },
        message: { ...typedData.message, value: 1000n, nonce: 0n, deadline: 4_000_000_000n },
        signature: signature as Hex,
      }),
    ).toBe(bob);

    // Typed data for another chain is refused at once, without a window.
    expect(
      await dapp.request('eth_signTypedData_v4', [
        bob,
        JSON.stringify({ ...typedData, domain: { ...typedData.domain, chainId: 250 } }),
      ]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('chain 250') } });
  });
});
