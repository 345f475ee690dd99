import type { SignerApi } from '@fantom-wallet/wallet/signer-worker';
import { describe, expect, it } from 'vitest';
import { toWire } from '../protocol/wire.ts';
import { serveSigner } from './serveSigner.ts';

const transaction = {
  to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  data: '0x',
  value: 10n ** 18n,
  gas: 100_000n,
  gasPrice: 20_000_000_000n,
  maxPriorityFeePerGas: 2_000_000_000n,
  nonce: 3,
  chainId: 4003,
  fee: 2_000_000_000_000_000n,
};

describe('serveSigner: a page’s signTransaction across JSON (docs/extension.md#keys-and-state)', () => {
  it('every wei field, the EIP-1559 tip too, reaches the signer as the bigint the page sent', async () => {
    let received: unknown;
    const signer = {
      signTransaction: async (input: unknown) => {
        received = input;
        return '0xsigned';
      },
    } as unknown as SignerApi;
    const address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    // What chrome.runtime messaging carries: JSON of the page's toWire.
    const [wired] = JSON.parse(JSON.stringify(toWire([{ address, transaction, password: 'pw' }])));
    expect(await serveSigner(signer, 'signTransaction', [wired])).toEqual({ ok: true, value: '0xsigned' });
    expect(received).toEqual({ address, transaction, password: 'pw' });
    const { maxPriorityFeePerGas: _tip, ...legacy } = transaction;
    const [wiredLegacy] = JSON.parse(JSON.stringify(toWire([{ address, transaction: legacy }])));
    await serveSigner(signer, 'signTransaction', [wiredLegacy]);
    expect(received).toEqual({ address, transaction: legacy });
  });
});
