import { devnetChain, testPermitTokenArtifact } from '@fantom-wallet/contracts';
import { permitTypedData, typedDataJson } from '@fantom-wallet/test-doubles/signatures/permitTypedData.ts';
import type { Page } from '@playwright/test';
import { BrowserProvider } from 'ethers';
import {
  createWalletClient,
  custom,
  type Hex,
  http,
  parseSignature,
  publicActions,
  verifyMessage,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { getAddress, isAddressEqual, stringToHex } from 'viem/utils';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { bundleDapp, clickClosing, expect, test } from '../fixtures/extension.ts';
import { DEV_KEYS } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

const DEVNET_CHAIN_ID = 4003;

/** Types the password and signs: the window closes once the background has the signature. */
async function signIn(window: Page): Promise<void> {
  await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await clickClosing(window, 'Sign', 60_000);
}

test.describe('extension signatures (docs/extension.md#signatures)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('wagmi connects, switches and signs; a SIWE sign-in through personal_sign with ethers recovers to the account; a deceptive one is warned of; Cancel is 4001', async ({
    extension,
  }) => {
    // bob is the wallet's only account, and no site may use him yet: the dApp connects him itself.
    const dapp = await extension.dapp({ script: await bundleDapp('wagmiDapp') });
    const bob = await extension.addAccount(DEV_KEYS.bob);
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

    // A dApp built on wagmi, bundled and run in the page. Its injected() connector connects with EIP-2255's
    // wallet_requestPermissions, which opens the account window (bob chosen already: the only account), switches to
    // Opera mainnet and back (the site hears chainChanged), and signs a message.
    const select = extension.nextWindow('eip-select-accounts/');
    const connecting = dapp.page.evaluate(() => globalThis.wagmiDapp.connect());
    const accounts = await select;
    await expect(accounts.getByRole('switch', { name: bob })).toBeChecked();
    await expect(accounts.getByRole('button', { name: 'Confirm' })).toBeInViewport({ ratio: 1 });
    await clickClosing(accounts, 'Confirm');
    expect(await connecting).toEqual({ accounts: [bob], chainId: DEVNET_CHAIN_ID });
    expect(await dapp.page.evaluate(() => globalThis.wagmiDapp.switchChain(250))).toBe(250);
    expect(await dapp.request('eth_chainId')).toEqual({ result: '0xfa' });
    expect(await dapp.page.evaluate(() => globalThis.wagmiDapp.switchChain(4003))).toBe(DEVNET_CHAIN_ID);
    expect(await dapp.page.evaluate(() => globalThis.wagmiDapp.chainId())).toBe(DEVNET_CHAIN_ID);
    let next = extension.nextWindow('eip-sign/');
    const wagmiSigning = dapp.page.evaluate(() => globalThis.wagmiDapp.signMessage('Hello from wagmi'));
    await signIn(await next);
    expect(
      await verifyMessage({ address: bob, message: 'Hello from wagmi', signature: await wagmiSigning }),
    ).toBe(true);

    // The site signs in with ethers v6, as a dApp does: its BrowserProvider over the page's provider.
    const message = siwe(host);
    next = extension.nextWindow('eip-sign/');
    const signer = await new BrowserProvider(dapp.provider).getSigner(bob);
    const signing = signer.signMessage(message);
    let window = await next;
    await expect(window.getByRole('heading', { name: 'Sign-in request' })).toBeVisible();
    await expect(window.getByRole('row', { name: /Domain/ })).toContainText(host);
    await expect(window.getByRole('alert')).toHaveCount(0);
    await signIn(window);
    const signature = await signing;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address: bob, message, signature: signature as Hex })).toBe(true);

    // A sign-in for another domain: a loud warning, and Sign waits for "I understand the risk". Cancel → 4001.
    next = extension.nextWindow('eip-sign/');
    const answer = dapp.request('personal_sign', [stringToHex(siwe('app.uniswap.org')), bob]);
    window = await next;
    await expect(window.getByRole('alert')).toContainText('This sign-in request may be deceptive');
    await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await expect(window.getByRole('button', { name: 'Sign' })).toBeDisabled();
    // At the window's real size (360×600) the warning and the decision are on screen without scrolling.
    await expect(window.getByRole('button', { name: 'Sign' })).toBeInViewport({ ratio: 1 });
    await expect(window.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(window);
    await window.getByRole('checkbox', { name: 'I understand the risk' }).check();
    await expect(window.getByRole('button', { name: 'Sign' })).toBeEnabled();
    await clickClosing(window, 'Cancel');
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    expect(await dapp.request('eth_sign', [bob, `0x${'ab'.repeat(32)}`])).toMatchObject({
      error: { code: 4200 },
    });
    // wagmi's disconnect revokes the site's permission (wallet_revokePermissions): the site sees no account.
    await dapp.page.evaluate(() => globalThis.wagmiDapp.disconnect());
    expect(await dapp.request('eth_accounts')).toEqual({ result: [] });
  });

  test('a token deployed by the site with viem through the extension, then an EIP-2612 permit signed with eth_signTypedData_v4 and submitted with permit() by another account, sets the allowance', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const chain = { ...devnetChain, rpcUrls: { default: { http: [stack.urls.rpc] } } };
    const carol = createWalletClient({
      account: privateKeyToAccount(DEV_KEYS.carol),
      chain,
      transport: http(stack.urls.rpc),
    }).extend(publicActions);
    // The token (an OpenZeppelin ERC20Permit, ~1.5 M gas: above the 500,000 a call may use): the site deploys it
    // from bob with viem's deployContract over the page's provider, the whole supply to bob. Carol is the spender.
    const site = createWalletClient({
      account: bob,
      chain,
      transport: custom(dapp.provider),
      pollingInterval: 250,
    }).extend(publicActions);
    const deployWindow = extension.nextWindow('eip-send-transaction/');
    const deploying = site.deployContract({
      abi: testPermitTokenArtifact.abi,
      bytecode: testPermitTokenArtifact.bytecode,
      args: ['Permit Token', 'PRMT', bob, 1_000n * 10n ** 18n],
    });
    const deploy = await deployWindow;
    await expect(deploy.getByRole('heading', { name: 'Deploy a contract' })).toBeVisible();
    await expect(deploy.getByRole('row', { name: /Contract code/ })).toContainText(
      /^Contract code[\d,]+ bytes$/,
    );
    await expect(deploy.getByRole('row', { name: /Amount/ })).toContainText('0 FTM');
    await expect(deploy.getByText('To', { exact: true })).toHaveCount(0);
    await expect(deploy.getByRole('row', { name: /Max Fee/ })).not.toContainText('Unknown');
    // In the window the password and the decision stay on screen while the details scroll under them.
    for (const control of [
      deploy.getByRole('textbox', { name: 'Password' }),
      deploy.getByRole('button', { name: 'Confirm' }),
      deploy.getByRole('button', { name: 'Cancel' }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    await deploy.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const deployed = deploy.waitForEvent('close', { timeout: 60_000 });
    await deploy.getByRole('button', { name: 'Confirm' }).click();
    await deployed;
    const deployHash = await deploying;
    const { contractAddress, status } = await site.waitForTransactionReceipt({ hash: deployHash });
    expect(status).toBe('success');
    if (!contractAddress) throw new Error('the token was not deployed');
    // The receipt's address is in lower case; the window shows addresses checksummed.
    const token = getAddress(contractAddress);
    const { from } = await site.getTransaction({ hash: deployHash });
    expect(isAddressEqual(from, bob)).toBe(true);

    // The site asks to watch its token (EIP-747): the window shows it as the token reports itself; Add → true.
    let watchWindow = extension.nextWindow('eip-watch-asset/');
    let watching = dapp.request('wallet_watchAsset', {
      type: 'ERC20',
      options: { address: token, symbol: 'PRMT', decimals: 18 },
    });
    let watch = await watchWindow;
    await expect(watch.getByRole('heading', { name: 'Add a token' })).toBeVisible();
    await expect(watch.getByRole('row', { name: /Balance/ })).toContainText('1,000.00 PRMT');
    await expect(watch.getByRole('alert')).toHaveCount(0);
    await clickClosing(watch, 'Add token');
    expect(await watching).toEqual({ result: true });
    // A token bob holds none of, which the site describes as another: a warning names both differences, the window
    // shows what the token reports, and once added the Assets tab lists it at 0.
    const otherHash = await carol.deployContract({
      abi: testPermitTokenArtifact.abi,
      bytecode: testPermitTokenArtifact.bytecode,
      args: ['Other Token', 'OTHR', carol.account.address, 10n ** 21n],
    });
    const { contractAddress: other } = await carol.waitForTransactionReceipt({ hash: otherHash });
    if (!other) throw new Error('the second token was not deployed');
    watchWindow = extension.nextWindow('eip-watch-asset/');
    watching = dapp.request('wallet_watchAsset', [
      { type: 'ERC20', options: { address: other, symbol: 'USDC', decimals: 6 } },
    ]);
    watch = await watchWindow;
    const warning = watch.getByRole('alert');
    await expect(warning).toContainText('The site calls it USDC; the token reports OTHR.');
    await expect(warning).toContainText('The site says 6 decimals; the token reports 18.');
    await expect(watch.getByRole('row', { name: /Symbol/ })).toContainText('OTHR');
    await expect(watch.getByRole('button', { name: 'Add token' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(watch);
    await clickClosing(watch, 'Add token');
    expect(await watching).toEqual({ result: true });
    expect(
      await dapp.request('wallet_watchAsset', { type: 'ERC721', options: { address: other, tokenId: '1' } }),
    ).toMatchObject({ error: { code: -32602, message: 'fWallet can watch ERC-20 tokens only.' } });
    const wallet = await extension.open(`account/${bob}?tab=assets`);
    await expect(wallet.locator('tr[data-token="PRMT"]')).toContainText('1,000.00 PRMT');
    await expect(wallet.locator('tr[data-token="OTHR"]')).toContainText('0.00 OTHR');
    await wallet.close();
    const read = { address: token, abi: testPermitTokenArtifact.abi } as const;
    const nonce = await carol.readContract({ ...read, functionName: 'nonces', args: [bob] });
    const block = await carol.getBlock();
    const deadline = block.timestamp + 3600n;
    const value = 25n * 10n ** 18n;
    const typedData = permitTypedData({
      owner: bob,
      spender: carol.account.address,
      value,
      nonce,
      deadline,
      chainId: DEVNET_CHAIN_ID,
      verifyingContract: token,
    });

    const next = extension.nextWindow('eip-sign/');
    const answer = dapp.request('eth_signTypedData_v4', [bob, typedDataJson(typedData)]);
    const window = await next;
    await expect(window.getByRole('heading', { name: 'Typed data signature request' })).toBeVisible();
    // The token's symbol and decimals are read on chain: the permit reads as one sentence.
    await expect(window.getByRole('alert').first()).toContainText(
      `${carol.account.address} may spend 25 PRMT until`,
    );
    await expect(window.getByRole('table', { name: 'Domain' })).toContainText(`PRMT (${token})`);
    await expect(window.getByRole('button', { name: 'Sign' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(window);
    await signIn(window);
    const { result } = await answer;
    const signature = result as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);

    const { r, s, v } = parseSignature(signature);
    const permitHash = await carol.writeContract({
      ...read,
      functionName: 'permit',
      args: [bob, carol.account.address, value, deadline, Number(v ?? 0n), r, s],
    });
    expect((await carol.waitForTransactionReceipt({ hash: permitHash })).status).toBe('success');
    expect(
      await carol.readContract({ ...read, functionName: 'allowance', args: [bob, carol.account.address] }),
    ).toBe(value);

    // Typed data for another chain is refused at once, without a window.
    expect(
      await dapp.request('eth_signTypedData_v4', [
        bob,
        typedDataJson({ ...typedData, domain: { ...typedData.domain, chainId: 250 } }),
      ]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('chain 250') } });
  });
});
