import { buildFtmTransfer } from '@fantom-wallet/core';
import { installFakeWebHid } from '@fantom-wallet/test-doubles/ledger/fakeWebHid.ts';
import { frameMessage } from '@fantom-wallet/test-doubles/ledger/hidFraming.ts';
import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withLedger } from './connectLedger.ts';
import { signOnLedger } from './createLedgerSigner.ts';
import { listLedgerAddresses } from './ledgerAddresses.ts';
import { ledgerErrorMessage } from './ledgerErrorMessage.ts';

/** vi.waitFor gives up after 1 s by default, which a busy machine breaks; this only catches a hang. */
const WAIT = { timeout: 30_000 };

const MNEMONIC = 'snow nice nut intact join patient hood vocal fire plug warm say';

/** Node has no WebHID (nor Navigator, nor localStorage): the browser's pieces the fake needs. */
function browserGlobals() {
  class Navigator {}
  const store = new Map<string, string>();
  vi.stubGlobal('Navigator', Navigator);
  vi.stubGlobal('navigator', new Navigator());
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
}

describe('the real WebHID transport over the fake navigator.hid (docs/ledger.md#test-device)', () => {
  beforeEach(browserGlobals);
  afterEach(() => vi.unstubAllGlobals());

  it('frames a message as 64-byte reports: channel, tag 0x05, sequence, the length first', () => {
    const reports = frameMessage(0x0101, new Uint8Array(100).fill(7));
    expect(reports.map((r) => r.length)).toEqual([64, 64]);
    expect(Buffer.from(reports[0]?.subarray(0, 7) ?? []).toString('hex')).toBe('01010500000064');
    expect(Buffer.from(reports[1]?.subarray(0, 5) ?? []).toString('hex')).toBe('0101050001');
  });

  it('lists addresses and signs a multi-report transaction end to end', async () => {
    const emulator = new LedgerEmulator({ mnemonic: MNEMONIC });
    installFakeWebHid(emulator, { granted: true });
    const rows = await listLedgerAddresses({ accountId: 0, start: 0, count: 5, choose: false });
    expect(rows.map((r) => r.address)).toEqual([0, 1, 2, 3, 4].map((i) => emulator.addressAt(0, i)));
    const account = { address: emulator.addressAt(0, 1), accountId: 0, addressId: 1 };
    const tx = { ...buildFtmTransfer(account.address, 1n), data: `0x${'cd'.repeat(600)}` as const };
    const signed = await withLedger({ choose: false }, (app) =>
      signOnLedger(app, account, {
        ...tx,
        gas: 100_000n,
        gasPrice: 1n,
        nonce: 0,
        chainId: 4003,
        fee: 100_000n,
      }),
    );
    expect(signed).toMatch(/^0x/);
  });

  it('no granted device and no click: the connect prompt, never the chooser', async () => {
    installFakeWebHid(new LedgerEmulator({ mnemonic: MNEMONIC }), { granted: false });
    const error = await listLedgerAddresses({ accountId: 0, start: 0, count: 1, choose: false }).catch(
      (e) => e,
    );
    expect(ledgerErrorMessage(error, 'action')).toBe(
      'Please connect your ledger device and select Fantom FTM app.',
    );
  });

  it('unplugged while the device waits for the user: the exchange fails at once with a clear message', async () => {
    const emulator = new LedgerEmulator({ mnemonic: MNEMONIC, decision: 'hold' });
    const hid = installFakeWebHid(emulator, { granted: true });
    const account = { address: emulator.addressAt(0, 0), accountId: 0, addressId: 0 };
    const signing = withLedger({ choose: false }, (app) =>
      signOnLedger(app, account, {
        ...buildFtmTransfer(account.address, 1n),
        gas: 21_000n,
        gasPrice: 1n,
        nonce: 0,
        chainId: 4003,
        fee: 21_000n,
      }),
    );
    await vi.waitFor(() => expect(emulator.pending()?.kind).toBe('sign'), WAIT);
    hid.unplug();
    await expect(signing).rejects.toThrow('The Ledger device was disconnected.');
    hid.plugIn();
    emulator.decision = 'approve';
    const again = await listLedgerAddresses({ accountId: 0, start: 0, count: 1, choose: false });
    expect(again[0]?.address).toBe(account.address);
  });

  it('without WebHID: WebHID not supported in this browser', async () => {
    const error = await listLedgerAddresses({ accountId: 0, start: 0, count: 1, choose: false }).catch(
      (e) => e,
    );
    expect(ledgerErrorMessage(error, 'action')).toBe('WebHID not supported in this browser');
  });
});
