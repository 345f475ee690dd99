import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import { describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../shared/test/fakeTransport.ts';
import { LEDGER_FAILURE, type LedgerApp, LedgerStatusError } from '../../signers/index.ts';
import type { ConnectOptions } from '../../signers/ledger/connectLedger.ts';
import { openLedgerApp } from '../../signers/ledger/openLedgerApp.ts';
import { readLedgerPage, stateAfterFailure } from './ledgerPicker.ts';
import { runVerification, type VerificationState } from './ledgerVerification.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';

describe('Pick ledger account (docs/ledger.md#pick-ledger-account)', () => {
  it('reads 5 addresses and their balances in ONE request', async () => {
    const emulator = new LedgerEmulator({ mnemonic: MNEMONIC });
    const transport = fakeTransport({});
    transport.request = vi.fn(async (req) => {
      const vars = req.variables ?? {};
      return Object.fromEntries(
        Object.entries(vars).map(([k, address]) => [
          `w${k.slice(1)}`,
          { address, balance: '0x10', totalValue: '0x20', txCount: '0x0' },
        ]),
      );
    }) as typeof transport.request;
    const connect = <T>(_: ConnectOptions, use: (app: LedgerApp) => Promise<T>) =>
      openLedgerApp(emulator).then(use);
    const rows = await readLedgerPage({ start: 5, choose: false }, transport, connect);
    expect(rows.map((r) => r.addressId)).toEqual([5, 6, 7, 8, 9]);
    expect(rows[0]).toMatchObject({ address: emulator.addressAt(0, 5), balance: 16n, totalValue: 32n });
    expect(transport.request).toHaveBeenCalledTimes(1);
  });

  const CONNECT = 'Please connect your ledger device and select Fantom FTM app.';
  it.each([
    [new LedgerStatusError(LEDGER_FAILURE.notFound, CONNECT), 'waiting', CONNECT],
    [new LedgerStatusError(LEDGER_FAILURE.wrongApp, CONNECT), 'waiting', CONNECT],
    [new LedgerStatusError(0x6e09), 'waiting', 'Please unlock the device'],
    [new LedgerStatusError(0x6e07), 'failed', 'User action rejected'],
    [new LedgerStatusError(LEDGER_FAILURE.ineligible, 'Device ineligible'), 'failed', 'Device ineligible'],
    [new Error('Failed to open the device.'), 'failed', 'Failed to open the device.'],
    [
      new LedgerStatusError(LEDGER_FAILURE.unsupported, 'x'),
      'unsupported',
      'WebHID not supported in this browser',
    ],
  ])('%s → %s', (error, status, message) => {
    expect(stateAfterFailure(error)).toEqual({ status, message });
  });
});

describe('Verify on Ledger (docs/ledger.md#verify-on-ledger)', () => {
  const account = {
    accountId: 0,
    addressId: 0,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
  };

  it('idle → verifying → complete, verified or not', async () => {
    for (const verified of [true, false]) {
      const states: VerificationState[] = [];
      await runVerification(account, {
        choose: true,
        signal: new AbortController().signal,
        onState: (s) => states.push(s),
        verify: async () => verified,
      });
      expect(states).toEqual([{ status: 'verifying' }, { status: 'complete', verified }]);
    }
  });

  it('a locked device: Please unlock the device, and it waits; other errors complete with their message', async () => {
    vi.useFakeTimers();
    const states: VerificationState[] = [];
    let calls = 0;
    const done = runVerification(account, {
      choose: true,
      signal: new AbortController().signal,
      onState: (s) => states.push(s),
      verify: async () => {
        calls += 1;
        if (calls < 3) throw new LedgerStatusError(0x5515);
        return true;
      },
    });
    await vi.runAllTimersAsync();
    await done;
    vi.useRealTimers();
    expect(states).toEqual([
      { status: 'verifying' },
      { status: 'verifying', message: 'Please unlock the device' },
      { status: 'verifying', message: 'Please unlock the device' },
      { status: 'complete', verified: true },
    ]);
    const rejected: VerificationState[] = [];
    await runVerification(account, {
      choose: false,
      signal: new AbortController().signal,
      onState: (s) => rejected.push(s),
      verify: async () => {
        throw new LedgerStatusError(0x6985);
      },
    });
    expect(rejected.at(-1)).toEqual({ status: 'complete', verified: false, message: 'User action rejected' });
  });
});
