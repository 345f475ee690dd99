import { devnetChain, testPermitTokenArtifact } from '@fantom-wallet/contracts';
import { permitTypedData, typedDataJson } from '@fantom-wallet/test-doubles/signatures/permitTypedData.ts';
import { recoverTypedSignature, SignTypedDataVersion } from '@metamask/eth-sig-util';
import type { Page } from '@playwright/test';
import {
  createWalletClient,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseSignature,
  publicActions,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { isAddressEqual, stringToHex } from 'viem/utils';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { bundleDapp, clickClosing, expect, test } from '../fixtures/extension.ts';
import { DEV_KEYS } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

const DEVNET_CHAIN_ID = 4003;
const carolAddress = privateKeyToAccount(DEV_KEYS.carol).address;

/** Types the password and signs: the window closes once the background has the signature. */
async function signIn(window: Page): Promise<void> {
  await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await clickClosing(window, 'Sign', 60_000);
}

/** Types the password and confirms a site's transaction: the window closes once it is sent. */
async function confirmIn(window: Page): Promise<void> {
  await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await clickClosing(window, 'Confirm', 60_000);
}

test.describe('extension signatures (docs/extension.md#signatures)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('wagmi, ethers and viem in the page sign messages; v3 and legacy v1 typed data recover with eth-sig-util; a SIWE sign-in recovers to the account; a deceptive one shows its three warnings; Cancel is 4001', async ({
    extension,
  }) => {
    // bob is the wallet's only account, and no site may use him yet: the dApp connects him itself.
    const dapp = await extension.dapp({ script: await bundleDapp('wagmiDapp', 'ethersDapp', 'viemDapp') });
    const bob = await extension.addAccount(DEV_KEYS.bob);
    const host = new URL(dapp.origin).host;
    const siwe = (domain: string, address = bob, chainId = DEVNET_CHAIN_ID) =>
      createSiweMessage({
        domain,
        address,
        statement: 'Sign in to the test dapp',
        uri: `${dapp.origin}/login`,
        version: '1',
        chainId,
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

    // The site signs in with ethers v6 in the page, as a dApp does: its BrowserProvider's signer.
    const message = siwe(host);
    next = extension.nextWindow('eip-sign/');
    const signing = dapp.page.evaluate((text) => globalThis.ethersDapp.signMessage(text), message);
    let window = await next;
    await expect(window.getByRole('heading', { name: 'Sign-in request' })).toBeVisible();
    await expect(window.getByRole('row', { name: /Domain/ })).toContainText(host);
    await expect(window.getByRole('alert')).toHaveCount(0);
    await signIn(window);
    const signature = await signing;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address: bob, message, signature: signature as Hex })).toBe(true);

    // viem's walletClient.signMessage in the page.
    next = extension.nextWindow('eip-sign/');
    const viemSigning = dapp.page.evaluate(() => globalThis.viemDapp.signMessage('Hello from viem'));
    await signIn(await next);
    expect(
      await verifyMessage({ address: bob, message: 'Hello from viem', signature: await viemSigning }),
    ).toBe(true);

    // eth_signTypedData_v3 (no arrays: EIP-712 as MetaMask's v3 takes it) and the legacy v1 list, as older dApps send
    // them; each signature recovers to bob by MetaMask's own eth-sig-util.
    const mail = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail' as const,
      domain: {
        name: 'Ether Mail',
        version: '1',
        chainId: DEVNET_CHAIN_ID,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      message: {
        from: { name: 'Bob', wallet: bob },
        to: { name: 'Carol', wallet: carolAddress },
        contents: 'Hello, Carol!',
      },
    };
    next = extension.nextWindow('eip-sign/');
    const v3 = dapp.request('eth_signTypedData_v3', [bob, JSON.stringify(mail)]);
    window = await next;
    await expect(window.getByRole('region', { name: 'Message' })).toContainText('contents: Hello, Carol!');
    await signIn(window);
    const v3Signature = (await v3).result as string;
    expect(
      getAddress(
        recoverTypedSignature({ data: mail, signature: v3Signature, version: SignTypedDataVersion.V3 }),
      ),
    ).toBe(bob);
    const legacy = [
      { type: 'string', name: 'message', value: 'Hi, Alice!' },
      { type: 'uint32', name: 'value', value: 42 },
    ];
    next = extension.nextWindow('eip-sign/');
    const v1 = dapp.request('eth_signTypedData', [legacy, bob]);
    window = await next;
    await expect(window.getByRole('row', { name: /message/ })).toContainText('Hi, Alice!');
    await signIn(window);
    const v1Signature = (await v1).result as string;
    expect(
      getAddress(
        recoverTypedSignature({ data: legacy, signature: v1Signature, version: SignTypedDataVersion.V1 }),
      ),
    ).toBe(bob);

    // A sign-in for another domain, another account and another chain: the loud warning says each, and Sign waits
    // for "I understand the risk". Cancel → 4001.
    next = extension.nextWindow('eip-sign/');
    const answer = dapp.request('personal_sign', [
      stringToHex(siwe('app.uniswap.org', carolAddress, 250)),
      bob,
    ]);
    window = await next;
    const warning = window.getByRole('alert');
    await expect(warning).toContainText('This sign-in request may be deceptive');
    await expect(warning).toContainText(
      `The message signs in to app.uniswap.org, but the request comes from ${host}.`,
    );
    await expect(warning).toContainText(
      `The message names the account ${carolAddress}, not the one signing.`,
    );
    await expect(warning).toContainText(
      'The message is for chain 250, but the active network is chain 4003.',
    );
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

  test('the site deploys tokens (viem deployContract, ethers ContractFactory), sends FTM (ethers, viem) and waits for receipts; an EIP-2612 permit signed with viem signTypedData and submitted with permit() sets the allowance; a risky permit signed with ethers shows its three flags', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp({ script: await bundleDapp('ethersDapp', 'viemDapp') });
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin], name: 'Bob' });
    const chain = { ...devnetChain, rpcUrls: { default: { http: [stack.urls.rpc] } } };
    const carol = createWalletClient({
      account: privateKeyToAccount(DEV_KEYS.carol),
      chain,
      transport: http(stack.urls.rpc),
    }).extend(publicActions);
    const { abi, bytecode } = testPermitTokenArtifact;
    // The token (an OpenZeppelin ERC20Permit, ~1.5 M gas: above the 500,000 a call may use): the site deploys it
    // from bob with viem's deployContract in the page, the whole supply to bob, and waits for its receipt there.
    // Carol is the spender.
    const deployWindow = extension.nextWindow('eip-send-transaction/');
    const deploying = dapp.page.evaluate(
      (deploy) => globalThis.viemDapp.deployContract(deploy.abi, deploy.bytecode, deploy.args),
      { abi, bytecode, args: ['Permit Token', 'PRMT', bob, 1_000n * 10n ** 18n] },
    );
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
    await confirmIn(deploy);
    const { hash: deployHash, status, contractAddress } = await deploying;
    expect(status).toBe('success');
    if (!contractAddress) throw new Error('the token was not deployed');
    const token = getAddress(contractAddress);
    expect(isAddressEqual((await carol.getTransaction({ hash: deployHash })).from, bob)).toBe(true);

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
    // A second token, deployed from bob with ethers' ContractFactory (waitForDeployment) with its whole supply to
    // carol: bob holds none of it, and the site describes it as another. The watch window's warning names both
    // differences, shows what the token reports, and once added the Assets tab lists it at 0.
    const otherWindow = extension.nextWindow('eip-send-transaction/');
    const otherDeploying = dapp.page.evaluate(
      (deploy) => globalThis.ethersDapp.deploy(deploy.abi, deploy.bytecode, deploy.args),
      { abi, bytecode, args: ['Other Token', 'OTHR', carolAddress, 10n ** 21n] },
    );
    const otherDeploy = await otherWindow;
    await expect(otherDeploy.getByRole('heading', { name: 'Deploy a contract' })).toBeVisible();
    await confirmIn(otherDeploy);
    const { address: other, hash: otherHash } = await otherDeploying;
    if (!otherHash) throw new Error('ethers gave no deployment transaction');
    expect(isAddressEqual((await carol.getTransaction({ hash: otherHash as Hex })).from, bob)).toBe(true);
    const otherToken = { address: other as Hex, abi } as const;
    expect(await carol.readContract({ ...otherToken, functionName: 'balanceOf', args: [carolAddress] })).toBe(
      10n ** 21n,
    );
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

    // FTM to carol with ethers (sendTransaction, then wait()) and with viem (sendTransaction, then
    // waitForTransactionReceipt), both in the page: each receipt is a success and carol has both amounts.
    const before = await carol.getBalance({ address: carolAddress });
    let sendWindow = extension.nextWindow('eip-send-transaction/');
    const ethersSending = dapp.page.evaluate(
      (to) => globalThis.ethersDapp.sendTransaction(to, 10n ** 18n),
      carolAddress,
    );
    await confirmIn(await sendWindow);
    expect((await ethersSending).status).toBe(1);
    sendWindow = extension.nextWindow('eip-send-transaction/');
    const viemSending = dapp.page.evaluate(
      (to) => globalThis.viemDapp.sendTransaction(to, 5n * 10n ** 17n),
      carolAddress,
    );
    await confirmIn(await sendWindow);
    expect((await viemSending).status).toBe('success');
    expect((await carol.getBalance({ address: carolAddress })) - before).toBe(parseEther('1.5'));

    const read = { address: token, abi } as const;
    const nonce = await carol.readContract({ ...read, functionName: 'nonces', args: [bob] });
    const block = await carol.getBlock();
    const deadline = block.timestamp + 3600n;
    const value = 25n * 10n ** 18n;
    const typedData = permitTypedData({
      owner: bob,
      spender: carolAddress,
      value,
      nonce,
      deadline,
      chainId: DEVNET_CHAIN_ID,
      verifyingContract: token,
    });

    // The permit, signed with viem's walletClient.signTypedData in the page.
    let next = extension.nextWindow('eip-sign/');
    const permitSigning = dapp.page.evaluate((data) => globalThis.viemDapp.signTypedData(data), typedData);
    let window = await next;
    await expect(window.getByRole('heading', { name: 'Typed data signature request' })).toBeVisible();
    // The token's symbol and decimals are read on chain: the permit reads as one sentence, and in the message the
    // account is named and the amount is in PRMT, its integer beside it.
    await expect(window.getByRole('alert').first()).toContainText(`${carolAddress} may spend 25 PRMT until`);
    await expect(window.getByRole('table', { name: 'Domain' })).toContainText(`PRMT (${token})`);
    const tree = window.getByRole('region', { name: 'Message' });
    await expect(tree).toContainText(`owner: Bob (${bob})`);
    await expect(tree).toContainText(`spender: ${carolAddress}`);
    await expect(tree).toContainText(`value: 25 PRMT (${value})`);
    await expect(tree).toContainText(`deadline: ${deadline}`);
    await expect(window.getByRole('button', { name: 'Sign' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(window);
    await signIn(window);
    const signature = await permitSigning;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);

    const { r, s, v } = parseSignature(signature);
    const permitHash = await carol.writeContract({
      ...read,
      functionName: 'permit',
      args: [bob, carolAddress, value, deadline, Number(v ?? 0n), r, s],
    });
    expect((await carol.waitForTransactionReceipt({ hash: permitHash })).status).toBe('success');
    expect(await carol.readContract({ ...read, functionName: 'allowance', args: [bob, carolAddress] })).toBe(
      value,
    );

    // A risky permit, signed with ethers' signer.signTypedData in the page: unlimited, valid for a year, for a
    // spender without code. One window shows the three flags; the signature recovers to bob.
    const risky = permitTypedData({
      owner: bob,
      spender: carolAddress,
      value: maxUint256,
      nonce: nonce + 1n,
      deadline: block.timestamp + 365n * 24n * 3600n,
      chainId: DEVNET_CHAIN_ID,
      verifyingContract: token,
    });
    next = extension.nextWindow('eip-sign/');
    const riskySigning = dapp.page.evaluate(
      ({ domain, types, message }) =>
        globalThis.ethersDapp.signTypedData(domain, { Permit: [...types.Permit] }, message),
      risky,
    );
    window = await next;
    const flags = window.getByRole('alert').first();
    await expect(flags).toContainText(`${carolAddress} may spend Unlimited PRMT until`);
    await expect(flags).toContainText('Unlimited amount: the spender could take all your PRMT.');
    await expect(flags).toContainText('This permit stays valid for a long time.');
    await expect(flags).toContainText('The spender is not a contract.');
    // The flags are on screen above the decision bar, without scrolling.
    const flagsBottom = await flags.evaluate((alert) => alert.getBoundingClientRect().bottom);
    const barTop = await window.locator('[data-decision]').evaluate((bar) => bar.getBoundingClientRect().top);
    expect(flagsBottom).toBeLessThanOrEqual(barTop);
    await expect(window.getByRole('region', { name: 'Message' })).toContainText(
      `value: Unlimited PRMT (${maxUint256})`,
    );
    await signIn(window);
    expect(await verifyTypedData({ ...risky, address: bob, signature: (await riskySigning) as Hex })).toBe(
      true,
    );

    // Typed data for another chain is refused at once, without a window.
    expect(
      await dapp.request('eth_signTypedData_v4', [
        bob,
        typedDataJson({ ...typedData, domain: { ...typedData.domain, chainId: 250 } }),
      ]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('chain 250') } });
  });
});
