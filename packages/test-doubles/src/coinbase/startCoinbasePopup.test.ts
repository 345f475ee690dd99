import { waitForReceipt } from '@fantom-wallet/contracts';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainReader } from '../shared/createChainWallet.ts';
import { type CoinbasePopup, startCoinbasePopup } from './startCoinbasePopup.ts';

const CHAIN_ID = 4003;
let anvil: AnvilInstance;
let popup: CoinbasePopup;

beforeAll(async () => {
  [anvil, popup] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), startCoinbasePopup()]);
});

afterAll(async () => {
  await popup?.close();
  await anvil?.stop();
});

async function ask(method: string, params: unknown[] = []) {
  const response = await fetch(new URL('/answer', popup.url), {
    method: 'POST',
    body: JSON.stringify({ method, params }),
  });
  return response.json();
}

describe('Coinbase keys-popup double', () => {
  it('serves the popup page that speaks the SDK protocol', async () => {
    const page = await (await fetch(popup.url)).text();
    for (const part of ["'PopupLoaded'", "'selectSignerType'", "'scw'", 'ECDH', 'AES-GCM', "'PopupUnload'"])
      expect(page).toContain(part);
  });

  it('gives its account and chain, broadcasts a transaction itself, refuses with 4001 on command', async () => {
    const wallet = popup.useChain({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID });
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [wallet.address, toHex(parseEther('10'))],
      }),
    });
    expect(await ask('eth_requestAccounts')).toEqual({
      result: [wallet.address],
      chains: { [CHAIN_ID]: anvil.rpcUrl },
    });
    const sent = await ask('eth_sendTransaction', [
      { from: wallet.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
    ]);
    const receipt = await waitForReceipt(chainReader(anvil.rpcUrl), sent.result);
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());

    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0xfa3' }])).toMatchObject({ result: null });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0xfa' }])).toMatchObject({
      error: { code: 4902 },
    });
    expect(
      await ask('eth_sendTransaction', [{ from: '0x000000000000000000000000000000000000dEaD' }]),
    ).toMatchObject({ error: { code: 4100 } });

    popup.onRequest = 'reject';
    expect(await ask('eth_sendTransaction', [{ from: wallet.address, to: wallet.address }])).toMatchObject({
      error: { code: 4001 },
    });
    popup.onConnect = 'reject';
    expect(await ask('eth_requestAccounts')).toMatchObject({ error: { code: 4001 } });
    expect(popup.requests.map((r) => r.decision)).toEqual([...Array(5).fill('approve'), 'reject', 'reject']);
    expect(wallet.sent).toEqual([sent.result]);
  });
});
