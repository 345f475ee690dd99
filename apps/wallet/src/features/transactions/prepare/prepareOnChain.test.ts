import { buildErc20Transfer, buildFtmTransfer } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { prepareOnChain } from './prepareOnChain.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const GWEI = 10n ** 9n;

function api(overrides: { estimate?: () => unknown; gasPrice?: bigint; txCount?: number } = {}) {
  return fakeTransport({
    estimateGas: overrides.estimate ?? (() => ({ estimateGas: '0x5208' })),
    gasPrice: () => ({ gasPrice: `0x${(overrides.gasPrice ?? 10n * GWEI).toString(16)}` }),
    accountByAddress: () => ({ account: { txCount: `0x${(overrides.txCount ?? 7).toString(16)}` } }),
  });
}

describe('prepareOnChain (docs/transactions.md#preparing)', () => {
  it('adds 2000 to the estimate, doubles the reported price below 30 gwei, fee = price × gas', async () => {
    const prepared = await prepareOnChain(api(), {
      from: FROM,
      call: buildFtmTransfer(TO, 5n),
      chainId: 4003,
      lastNonce: undefined,
    });
    expect(prepared).toEqual({
      ok: true,
      transaction: expect.objectContaining({ gas: 23_000n, gasPrice: 20n * GWEI, nonce: 7, chainId: 4003 }),
    });
    if (prepared.ok) expect(prepared.transaction.fee).toBe(23_000n * 20n * GWEI);
  });

  it('sends the call as hex to estimateGas', async () => {
    const transport = api();
    await prepareOnChain(transport, {
      from: FROM,
      call: buildErc20Transfer(TO, FROM, 1_000_000n),
      chainId: 4003,
      lastNonce: undefined,
    });
    const estimate = transport.calls.find((c) => c.operationName === 'EstimateGas');
    expect(estimate?.variables).toMatchObject({ from: FROM, to: TO, value: '0x0' });
    expect(String(estimate?.variables?.data)).toMatch(/^0xa9059cbb/);
  });

  it.each([
    [7, undefined, 7],
    [7, 8, 9],
    [7, 3, 7],
  ])('nonce = max(txCount %s, last sent %s + 1) = %s', async (txCount, lastNonce, expected) => {
    const prepared = await prepareOnChain(api({ txCount }), {
      from: FROM,
      call: buildFtmTransfer(TO, 1n),
      chainId: 4003,
      lastNonce,
    });
    expect(prepared.ok && prepared.transaction.nonce).toBe(expected);
  });

  it('uses the advanced gas price and limit as given', async () => {
    const prepared = await prepareOnChain(api(), {
      from: FROM,
      call: buildFtmTransfer(TO, 1n),
      chainId: 4003,
      lastNonce: undefined,
      gasPriceOverride: 3n * GWEI,
      gasLimitOverride: 50_000n,
    });
    expect(prepared.ok && [prepared.transaction.gasPrice, prepared.transaction.gas]).toEqual([
      3n * GWEI,
      50_000n,
    ]);
  });

  it('returns the estimate errors joined with commas, fee 0 (docs/transactions.md#preparing)', async () => {
    const prepared = await prepareOnChain(
      api({
        estimate: () => {
          throw apiError('execution reverted', 'insufficient funds');
        },
      }),
      { from: FROM, call: buildFtmTransfer(TO, 1n), chainId: 4003, lastNonce: undefined },
    );
    expect(prepared).toEqual({ ok: false, error: 'execution reverted, insufficient funds', fee: 0n });
  });

  it('with a limit for a failed estimate, a reverting call is prepared with that limit and its real fee', async () => {
    const reverts = api({
      estimate: () => {
        throw apiError('execution reverted');
      },
    });
    const prepared = await prepareOnChain(reverts, {
      from: FROM,
      call: buildFtmTransfer(TO, 1n),
      chainId: 4003,
      lastNonce: undefined,
      gasLimitIfEstimateFails: 60_000n,
    });
    expect(prepared.ok && [prepared.transaction.gas, prepared.transaction.fee]).toEqual([
      60_000n,
      60_000n * 20n * GWEI,
    ]);
  });

  it('an EIP-1559 tip makes a type-2 transaction whose max fee is the given price', async () => {
    const prepared = await prepareOnChain(api(), {
      from: FROM,
      call: { to: null, data: '0x6001', value: 0n },
      chainId: 4003,
      lastNonce: undefined,
      gasPriceOverride: 5n * GWEI,
      maxPriorityFeePerGas: GWEI,
    });
    expect(prepared).toMatchObject({
      ok: true,
      transaction: { to: null, gasPrice: 5n * GWEI, maxPriorityFeePerGas: GWEI, fee: 23_000n * 5n * GWEI },
    });
  });

  it("an answer without an estimate is 'Transaction Error'", async () => {
    const prepared = await prepareOnChain(api({ estimate: () => ({ estimateGas: null }) }), {
      from: FROM,
      call: buildFtmTransfer(TO, 1n),
      chainId: 4003,
      lastNonce: undefined,
    });
    expect(prepared).toEqual({ ok: false, error: 'Transaction Error', fee: 0n });
  });

  it("a gas limit above 500,000 is 'Transaction Error'", async () => {
    const prepared = await prepareOnChain(api(), {
      from: FROM,
      call: buildFtmTransfer(TO, 1n),
      chainId: 4003,
      lastNonce: undefined,
      gasLimitOverride: 500_001n,
    });
    expect(prepared).toMatchObject({ ok: false, error: 'Transaction Error' });
  });
});
