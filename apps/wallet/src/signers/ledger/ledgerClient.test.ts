import { buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';
import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import {
  numberToHex,
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializedLegacy,
  toBytes,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../../shared/test/fakeTransport.ts';
import { isUserRejection } from '../SignerRejectedError.ts';
import { encodePath, ledgerPath } from './apdu.ts';
import type { ConnectOptions } from './connectLedger.ts';
import { createLedgerSigner, signOnLedger } from './createLedgerSigner.ts';
import { ETHEREUM_CHUNK, ethereumChunks, parityFromEip155Byte } from './ethereumApp.ts';
import type { LedgerApp } from './LedgerApp.ts';
import { listLedgerAddresses, verifyLedgerAddress } from './ledgerAddresses.ts';
import { LEDGER_MESSAGES, ledgerErrorMessage } from './ledgerErrorMessage.ts';
import { openLedgerApp } from './openLedgerApp.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function device(options: Partial<ConstructorParameters<typeof LedgerEmulator>[0]> = {}) {
  const emulator = new LedgerEmulator({ mnemonic: MNEMONIC, ...options });
  const connect = <T>(_: ConnectOptions, use: (app: LedgerApp) => Promise<T>) =>
    openLedgerApp(emulator).then(use);
  return { emulator, connect };
}

function prepared(data: `0x${string}` = '0x', chainId = 4003): PreparedTransaction {
  return {
    ...buildFtmTransfer(TO, 10n ** 18n),
    data,
    gas: 90_000n,
    gasPrice: 2n * 10n ** 9n,
    nonce: 3,
    chainId,
    fee: 180_000n * 10n ** 9n,
  };
}

describe('Ledger client (docs/ledger.md#apps)', () => {
  it('encodes 44/60/a/0/i as count and big-endian hardened indexes', () => {
    expect(hex(encodePath(ledgerPath(2, 7)))).toBe('058000002c8000003c800000020000000000000007');
  });

  it('reads the open app with B0 01 first, then talks to the Fantom app (golden transcript)', async () => {
    const { emulator, connect } = device();
    const addresses = await listLedgerAddresses({ accountId: 0, start: 0, count: 2, choose: false }, connect);
    expect(addresses.map((a) => a.address)).toEqual([emulator.addressAt(0, 0), emulator.addressAt(0, 1)]);
    expect(emulator.log.map((e) => e.apdu)).toEqual([
      'b001000000',
      'e001000000',
      'e01101001505800000 2c8000003c800000000000000000000000'.replace(' ', ''),
      'e01101001505800000 2c8000003c800000000000000000000001'.replace(' ', ''),
    ]);
  });

  it('lists the same addresses through the Ethereum app', async () => {
    const fantom = device();
    const ethereum = device({ app: 'Ethereum' });
    const list = (d: ReturnType<typeof device>) =>
      listLedgerAddresses({ accountId: 0, start: 5, count: 5, choose: false }, d.connect);
    expect(await list(ethereum)).toEqual(await list(fantom));
    expect(ethereum.emulator.log[1]?.apdu).toBe('e006000000');
  });

  it.each(['Fantom', 'Ethereum'] as const)(
    '%s app signs a 600-byte call in chunks; the sender recovers',
    async (app) => {
      const { emulator, connect } = device({ app });
      const account = { address: emulator.addressAt(0, 3), accountId: 0, addressId: 3 };
      const data = `0x${'ab'.repeat(600)}` as const;
      const signed = await connect({ choose: false }, (ledger) =>
        signOnLedger(ledger, account, prepared(data)),
      );
      expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(account.address);
      // v carries the full chain id (4003·2 + 35 + parity), rebuilt from the parity the device's byte gave.
      expect([8041n, 8042n]).toContain(parseTransaction(signed).v);
      expect(
        emulator.log.filter((e) => e.apdu.startsWith(app === 'Fantom' ? 'e02001' : 'e004')).length,
      ).toBeGreaterThan(3);
    },
  );

  it('never ends an Ethereum-app chunk where the EIP-155 tail begins', () => {
    const path = encodePath(ledgerPath(0, 0));
    for (let size = 0; size < 400; size += 1) {
      const unsigned = toBytes(
        serializeTransaction({
          type: 'legacy',
          chainId: 4003,
          nonce: 1,
          gas: 21000n,
          gasPrice: 1n,
          to: TO,
          data: size ? `0x${'11'.repeat(size)}` : '0x',
        }),
      );
      const chunks = ethereumChunks(path, unsigned, 4003);
      const tail = 3 + 2; // 0x82 0f a3, 0x80, 0x80
      let end = 0;
      for (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(255);
        end += chunk.length;
        if (end < path.length + unsigned.length)
          expect(end).toBeLessThan(path.length + unsigned.length - tail);
      }
      expect(end).toBe(path.length + unsigned.length);
    }
    expect(ETHEREUM_CHUNK).toBe(150);
  });

  it('reads the parity back from the Ethereum app byte for chain ids that overflow it', () => {
    expect(parityFromEip155Byte((250 * 2 + 35) % 256, 250)).toBe(0);
    expect(parityFromEip155Byte((250 * 2 + 36) % 256, 250)).toBe(1);
    expect(parityFromEip155Byte((4003 * 2 + 36) % 256, 4003)).toBe(1);
    expect(() => parityFromEip155Byte(0, 4003)).toThrow();
  });

  it('refuses a signature that does not recover to the account (another seed)', async () => {
    const { connect } = device();
    const account = { address: TO, accountId: 0, addressId: 0 } as const;
    await expect(connect({ choose: false }, (app) => signOnLedger(app, account, prepared()))).rejects.toThrow(
      /not for 0x3C44/,
    );
  });

  it('verifies an address on the device: shown and equal, or a refusal', async () => {
    const { emulator, connect } = device();
    const mine = { accountId: 0, addressId: 1, address: emulator.addressAt(0, 1) };
    expect(await verifyLedgerAddress(mine, { choose: false }, connect)).toBe(true);
    expect(await verifyLedgerAddress({ ...mine, address: TO }, { choose: false }, connect)).toBe(false);
    emulator.decision = 'reject';
    const refused = await verifyLedgerAddress(mine, { choose: false }, connect).catch((e: unknown) => e);
    expect(ledgerErrorMessage(refused, 'action')).toBe('User action rejected');
  });
});

describe('Ledger messages (docs/ledger.md#status-words)', () => {
  const failure = async (options: Partial<ConstructorParameters<typeof LedgerEmulator>[0]>, show = false) => {
    const { emulator, connect } = device(options);
    return connect({ choose: false }, async (app) => {
      await app.version();
      return app.getAddress(0, 0, show);
    }).then(
      () => {
        throw new Error(`no failure from ${emulator.app}`);
      },
      (error: unknown) => error,
    );
  };

  it.each([
    [{ locked: true }, false, 'Please unlock the device'],
    [{ locked: true, app: 'Ethereum' as const }, false, 'Please unlock the device'],
    [{ decision: 'reject' as const }, true, 'User action rejected'],
    [{ decision: 'reject' as const, app: 'Ethereum' as const }, true, 'User action rejected'],
    [{ fantomVersion: [0, 9, 1] as [number, number, number] }, false, 'Device ineligible'],
    [
      { app: 'Ethereum' as const, ethereumVersion: [1, 2, 0] as [number, number, number] },
      false,
      'Device ineligible',
    ],
    [{ app: 'BOLOS' as const }, false, 'Please connect your ledger device and select Fantom FTM app.'],
  ])('%o (shown on the device: %s) → %s', async (options, show, message) => {
    expect(ledgerErrorMessage(await failure(options, show), 'action')).toBe(message);
  });

  it('asks to enable blind signing on 0x6A80', async () => {
    const { emulator, connect } = device({ app: 'Ethereum', blindSigning: false });
    const account = { address: emulator.addressAt(0, 0), accountId: 0, addressId: 0 };
    const error = await connect({ choose: false }, (app) =>
      signOnLedger(app, account, prepared('0x1234')),
    ).catch((e: unknown) => e);
    expect(ledgerErrorMessage(error, 'transaction')).toBe(LEDGER_MESSAGES.blindSigning);
  });
});

describe('Ledger signer', () => {
  function signer(options: Partial<ConstructorParameters<typeof LedgerEmulator>[0]> = {}) {
    const { emulator, connect } = device(options);
    const sent: string[] = [];
    const nonces: number[] = [];
    const account = { address: emulator.addressAt(0, 2), accountId: 0, addressId: 2 };
    const ledger = createLedgerSigner({
      account,
      transport: fakeTransport({
        sendTransaction: ({ tx }) => {
          sent.push(String(tx));
          return {
            sendTransaction: { hash: numberToHex(sent.length, { size: 32 }), from: account.address, to: TO },
          };
        },
      }),
      lastNonce: () => (nonces.length ? Math.max(...nonces) : undefined),
      connect,
    });
    return { emulator, ledger, sent, nonces, account };
  }

  it('asks for a device confirmation and sends the raw transaction with the nonce rule', async () => {
    const { ledger, sent, nonces, emulator, account } = signer();
    expect(await ledger.confirmation()).toEqual({ kind: 'device', device: 'Ledger' });
    const first = await ledger.send(prepared());
    nonces.push(first.nonce);
    const second = await ledger.send(prepared());
    expect([first.nonce, second.nonce]).toEqual([3, 4]);
    expect(sent).toHaveLength(2);
    expect(
      await recoverTransactionAddress({ serializedTransaction: sent[1] as TransactionSerializedLegacy }),
    ).toBe(account.address);
    expect(emulator.approved.map((a) => a.kind === 'sign' && a.nonce)).toEqual([3, 4]);
  });

  it('a refusal on the device is the flow reject (Transaction rejected) and sends nothing', async () => {
    const { ledger, sent } = signer({ decision: 'reject' });
    const error = await ledger.send(prepared()).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
    expect((error as Error).message).toBe('Transaction rejected');
    expect(sent).toHaveLength(0);
  });

  it('a locked device says so and sends nothing', async () => {
    const { ledger, sent } = signer({ locked: true });
    await expect(ledger.send(prepared())).rejects.toThrow('Please unlock the device');
    expect(sent).toHaveLength(0);
  });
});
