import {
  hashDomain,
  hashStruct,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  serializeTransaction,
  toHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { DeviceUnpluggedError, LedgerEmulator } from './ledgerEmulator.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const hex = (s: string) => Uint8Array.from(Buffer.from(s.replace(/\s/g, ''), 'hex'));
const answer = async (device: LedgerEmulator, apdu: string) =>
  Buffer.from(await device.exchange(hex(apdu))).toString('hex');
/** 44'/60'/0'/0/{i} as the apps take it. */
const path = (i: number) => `05 8000002c 8000003c 80000000 00000000 ${i.toString(16).padStart(8, '0')}`;

describe('software Ledger (docs/ledger.md#test-device): golden APDUs', () => {
  it('names the open app with B0 01 (Fantom, Ethereum, the dashboard)', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC });
    expect(await answer(device, 'b0010000 00')).toBe(
      `0106${Buffer.from('Fantom').toString('hex')}05312e302e3501009000`,
    );
    device.app = 'BOLOS';
    expect(await answer(device, 'b0010000 00')).toMatch(/^0105424f4c4f53.*9000$/);
    expect(await answer(device, 'e0010000 00')).toBe('6e01');
  });

  it('Fantom app: version, a silent address, locked 0x6E09 and 0x5515', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC });
    expect(await answer(device, 'e0010000 00')).toBe('010005009000');
    expect(await answer(device, `e0110100 15 ${path(0)}`)).toBe(
      '14f39fd6e51aad88f6f4ce6ab8827279cfffb922669000',
    );
    device.locked = true;
    expect(await answer(device, 'e0010000 00')).toBe('6e09');
    expect(await answer(device, 'b0010000 00')).toBe('5515');
  });

  it('Ethereum app: configuration and the address as 40 ASCII hex digits after the public key', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, app: 'Ethereum' });
    expect(await answer(device, 'e0060000 00')).toBe('0f010a049000');
    const out = await answer(device, `e0020000 15 ${path(0)}`);
    expect(out.slice(0, 2)).toBe('41');
    expect(Buffer.from(out.slice(2 + 130 + 2, 2 + 130 + 2 + 80), 'hex').toString()).toBe(
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    );
  });

  it('Fantom app signs a legacy EIP-155 transaction given in chunks; v is 27 + parity', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC });
    const tx = {
      type: 'legacy' as const,
      chainId: 4003,
      nonce: 7,
      gas: 21000n,
      gasPrice: 10n ** 9n,
      to: '0x000000000000000000000000000000000000dEaD' as const,
      value: 10n ** 18n,
    };
    const unsigned = Buffer.from(serializeTransaction(tx).slice(2), 'hex');
    expect(await answer(device, `e0200000 15 ${path(0)}`)).toBe('9000');
    expect(
      await answer(
        device,
        `e0200100 ${unsigned.length.toString(16).padStart(2, '0')} ${unsigned.toString('hex')}`,
      ),
    ).toBe('029000');
    const out = await answer(device, 'e0208000 00');
    expect(out).toMatch(/^(1b|1c)[0-9a-f]{128}9000$/);
    const v = out.startsWith('1c') ? 28n : 27n;
    const signed = serializeTransaction(tx, { r: `0x${out.slice(2, 66)}`, s: `0x${out.slice(66, 130)}`, v });
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(device.addressAt(0, 0));
    expect(device.approved).toEqual([
      expect.objectContaining({
        kind: 'sign',
        to: '0x000000000000000000000000000000000000dead',
        value: 10n ** 18n,
        nonce: 7,
      }),
    ]);
  });

  it('rejects on the device with the status word of each app', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, decision: 'reject' });
    expect(await answer(device, `e0110200 15 ${path(0)}`)).toBe('6e07');
    device.app = 'Ethereum';
    expect(await answer(device, `e0020100 15 ${path(0)}`)).toBe('6985');
  });

  it('Ethereum app refuses contract data without blind signing (0x6A80)', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, app: 'Ethereum', blindSigning: false });
    const unsigned = serializeTransaction({
      type: 'legacy',
      chainId: 250,
      nonce: 0,
      gas: 50000n,
      gasPrice: 1n,
      to: '0x000000000000000000000000000000000000dEaD',
      data: '0x12345678',
    }).slice(2);
    const data = `${path(0).replace(/\s/g, '')}${unsigned}`;
    expect(await answer(device, `e0040000 ${(data.length / 2).toString(16)} ${data}`)).toBe('6a80');
  });

  it('Ethereum app signs a personal message given in chunks (INS 0x08) as EIP-191 does; v is 27 + parity', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, app: 'Ethereum' });
    const message = Buffer.from('Sign in to the test dapp, please: this message is longer than one chunk.');
    const first = `${path(0).replace(/\s/g, '')}${message.length.toString(16).padStart(8, '0')}${message.subarray(0, 20).toString('hex')}`;
    expect(await answer(device, `e0080000 ${(first.length / 2).toString(16)} ${first}`)).toBe('9000');
    const rest = message.subarray(20).toString('hex');
    const out = await answer(device, `e0088000 ${(rest.length / 2).toString(16)} ${rest}`);
    expect(out).toMatch(/^(1b|1c)[0-9a-f]{128}9000$/);
    const signature = `0x${out.slice(2, 130)}${out.slice(0, 2)}` as const;
    expect(await recoverMessageAddress({ message: { raw: toHex(message) }, signature })).toBe(
      device.addressAt(0, 0),
    );
    expect(device.approved).toEqual([{ kind: 'message', app: 'Ethereum', message: toHex(message) }]);
    // More bytes than announced: refused.
    const over = `${path(0).replace(/\s/g, '')}00000001abcd`;
    expect(await answer(device, `e0080000 ${(over.length / 2).toString(16)} ${over}`)).toBe('6a80');
  });

  it('Ethereum app signs EIP-712 in its hashed form (INS 0x0C) with blind signing on; refusals; the Fantom app knows no such INS', async () => {
    const typedData = {
      domain: {
        name: 'Permit Token',
        version: '1',
        chainId: 4003n,
        verifyingContract: '0x000000000000000000000000000000000000dEaD',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const;
    const domainHash = hashDomain({ domain: typedData.domain, types: typedData.types });
    const messageHash = hashStruct({ data: typedData.message, primaryType: 'Mail', types: typedData.types });
    const data = `${path(1).replace(/\s/g, '')}${domainHash.slice(2)}${messageHash.slice(2)}`;
    const apdu = `e00c0000 ${(data.length / 2).toString(16)} ${data}`;
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, app: 'Ethereum' });
    const out = await answer(device, apdu);
    const signature = `0x${out.slice(2, 130)}${out.slice(0, 2)}` as const;
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(device.addressAt(0, 1));
    expect(device.approved).toEqual([{ kind: 'typedData', app: 'Ethereum', domainHash, messageHash }]);
    device.blindSigning = false;
    expect(await answer(device, apdu)).toBe('6a80');
    device.blindSigning = true;
    device.decision = 'reject';
    expect(await answer(device, apdu)).toBe('6985');
    device.app = 'Fantom';
    expect(await answer(device, apdu)).toBe('6e03');
  });

  it('holds a prompt until the test answers, and an unplug fails it', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC, decision: 'hold' });
    const shown = device.exchange(hex(`e0110200 15 ${path(1)}`));
    await Promise.resolve();
    expect(device.pending()).toEqual({ kind: 'address', app: 'Fantom', address: device.addressAt(0, 1) });
    device.approve();
    expect(toHex(await shown)).toMatch(/9000$/);
    const second = device.exchange(hex(`e0110200 15 ${path(1)}`));
    await Promise.resolve();
    device.unplug();
    await expect(second).rejects.toBeInstanceOf(DeviceUnpluggedError);
    await expect(device.exchange(hex('b0010000 00'))).rejects.toBeInstanceOf(DeviceUnpluggedError);
  });
});
