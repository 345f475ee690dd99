import { buildFtmTransfer } from '@fantom-wallet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeTransport } from '../../shared/test/fakeTransport.ts';
import { fetchSimulation, PROVIDER_CANNOT_SIMULATE, SIMULATION_TOO_LONG } from './fetchSimulation.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

afterEach(() => vi.useRealTimers());

/** An API whose simulation, at block 7, finds nothing to report: the tests read what was sent. */
const quietSimulation = () =>
  fakeTransport({
    fwalletSimulate: () => ({
      fwalletSimulate: {
        available: true,
        unavailableReason: null,
        blockNumber: '0x7',
        calls: [],
        changes: [],
        approvals: [],
        revoked: [],
      },
    }),
  });

describe('fetchSimulation (docs/simulation.md#in-the-confirmation)', () => {
  it('sends the calls with hex quantities and hands back bigints', async () => {
    const transport = quietSimulation();
    const result = await fetchSimulation(transport, FROM, [buildFtmTransfer(BOB, 10n ** 18n)]);
    expect(transport.calls[0]?.variables).toEqual({
      from: FROM,
      calls: [{ to: BOB, value: '0xde0b6b3a7640000', data: '0x' }],
    });
    expect(result.blockNumber).toBe(7n);
  });

  it('a contract creation goes without `to`; an EIP-1559 call with its max fee and tip, not a gas price', async () => {
    const transport = quietSimulation();
    await fetchSimulation(transport, FROM, [
      { to: null, value: 0n, data: '0x6001', gas: 90_000n, gasPrice: 5n, maxPriorityFeePerGas: 2n, nonce: 1 },
    ]);
    expect(transport.calls[0]?.variables).toEqual({
      from: FROM,
      calls: [
        {
          value: '0x0',
          data: '0x6001',
          gas: '0x15f90',
          maxFeePerGas: '0x5',
          maxPriorityFeePerGas: '0x2',
          nonce: '0x1',
        },
      ],
    });
  });

  it('a provider without the field is unavailable, not an error; other API errors reject', async () => {
    const missing = fakeTransport({
      fwalletSimulate: () => {
        throw apiError('Cannot query field "fwalletSimulate" on type "Query".');
      },
    });
    expect(await fetchSimulation(missing, FROM, [buildFtmTransfer(BOB, 1n)])).toMatchObject({
      available: false,
      unavailableReason: PROVIDER_CANNOT_SIMULATE,
    });
    const failing = fakeTransport({
      fwalletSimulate: () => {
        throw apiError('internal server error');
      },
    });
    await expect(fetchSimulation(failing, FROM, [buildFtmTransfer(BOB, 1n)])).rejects.toThrow(
      'internal server error',
    );
  });

  it('gives up after 10 s without an answer', async () => {
    vi.useFakeTimers();
    const silent = fakeTransport({ fwalletSimulate: () => new Promise(() => {}) });
    const answer = fetchSimulation(silent, FROM, [buildFtmTransfer(BOB, 1n)]);
    const settled = expect(answer).rejects.toThrow(SIMULATION_TOO_LONG);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });
});
