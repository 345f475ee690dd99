import type { SiteSignatureRequest } from '@fantom-wallet/core';
import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import { permitTypedData, typedDataJson } from '@fantom-wallet/test-doubles/signatures/permitTypedData.ts';
import { recoverMessageAddress, recoverTypedDataAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { stringToHex } from 'viem/utils';
import { describe, expect, it } from 'vitest';
import { isUserRejection } from '../SignerRejectedError.ts';
import type { ConnectOptions } from './connectLedger.ts';
import type { LedgerApp } from './LedgerApp.ts';
import { LEDGER_MESSAGES } from './ledgerErrorMessage.ts';
import { openLedgerApp } from './openLedgerApp.ts';
import { LEDGER_SIGNATURE_MESSAGES, signSiteRequestOnDevice } from './signSiteRequestOnLedger.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const owner = mnemonicToAccount(MNEMONIC, { addressIndex: 1 });
const ACCOUNT = { address: owner.address, accountId: 0, addressId: 1 };
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function ledger(options: Partial<ConstructorParameters<typeof LedgerEmulator>[0]> = {}) {
  const emulator = new LedgerEmulator({ mnemonic: MNEMONIC, app: 'Ethereum', ...options });
  const connect = <T>(_: ConnectOptions, use: (app: LedgerApp) => Promise<T>) =>
    openLedgerApp(emulator).then(use);
  return {
    emulator,
    sign: (request: SiteSignatureRequest, account = ACCOUNT) =>
      signSiteRequestOnDevice(account, request, connect),
  };
}

const permit = permitTypedData({
  owner: owner.address,
  spender: SPENDER,
  value: 25_000_000n,
  nonce: 0n,
  deadline: 1_900_000_000n,
  chainId: 4003,
  verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
});
const typedData = (data: unknown = permit): SiteSignatureRequest => ({
  kind: 'typedData',
  json: typedDataJson(data),
});

describe('Ledger signatures of site requests (docs/ledger.md#messages)', () => {
  it("signs a personal message in the Ethereum app: the device shows the bytes, the signature is the account's own", async () => {
    const { emulator, sign } = ledger();
    // Longer than one APDU, so it goes in chunks: the first holds the path and the length.
    const text = `Sign in to Example\n${'x'.repeat(400)}`;
    const message = stringToHex(text);
    const signature = await sign({ kind: 'personal', message });
    expect(signature).toBe(await owner.signMessage({ message: text }));
    expect(await recoverMessageAddress({ message: text, signature })).toBe(owner.address);
    expect(emulator.approved).toEqual([{ kind: 'message', app: 'Ethereum', message }]);
    const apdus = emulator.log.map((entry) => entry.apdu).filter((apdu) => apdu.startsWith('e008'));
    expect(apdus.map((apdu) => apdu.slice(0, 8))).toEqual(['e0080000', 'e0088000', 'e0088000']);
    // Path (5 indexes) then the length as 4 big-endian bytes.
    expect(apdus[0]?.slice(10, 10 + 42 + 8)).toBe(
      `05${'8000002c'}${'8000003c'}${'80000000'}${'00000000'}${'00000001'}${text.length.toString(16).padStart(8, '0')}`,
    );
  });

  it("signs EIP-712 typed data as its two hashes: the same signature as the key's own, and it recovers", async () => {
    const { emulator, sign } = ledger();
    const signature = await sign(typedData());
    expect(signature).toBe(await owner.signTypedData(permit));
    expect(await recoverTypedDataAddress({ ...permit, signature })).toBe(owner.address);
    expect(emulator.approved).toMatchObject([{ kind: 'typedData', app: 'Ethereum' }]);
  });

  it('derives the domain types when the site gives none, as the keystore signer does', async () => {
    const { EIP712Domain: _, ...types } = permit.types;
    const { sign } = ledger();
    expect(await sign(typedData({ ...permit, types }))).toBe(await owner.signTypedData(permit));
  });

  it('in the Fantom app, says which app to open and asks the device nothing', async () => {
    const { emulator, sign } = ledger({ app: 'Fantom' });
    await expect(sign({ kind: 'personal', message: stringToHex('hello') })).rejects.toThrow(
      LEDGER_MESSAGES.openEthereumApp,
    );
    await expect(sign(typedData())).rejects.toThrow(LEDGER_MESSAGES.openEthereumApp);
    expect(emulator.log.map((entry) => entry.apdu)).not.toContainEqual(expect.stringMatching(/^e0(08|0c)/));
  });

  it('a refusal on the device is the user rejection: Signature rejected', async () => {
    const { sign } = ledger({ decision: 'reject' });
    const error = await sign({ kind: 'personal', message: stringToHex('hello') }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
    expect((error as Error).message).toBe(LEDGER_MESSAGES.signatureRejected);
  });

  it('typed data with blind signing off asks to enable it; a locked device says so', async () => {
    await expect(ledger({ blindSigning: false }).sign(typedData())).rejects.toThrow(
      LEDGER_MESSAGES.blindSigning,
    );
    await expect(ledger({ locked: true }).sign(typedData())).rejects.toThrow(LEDGER_MESSAGES.locked);
  });

  it('refuses a signature that does not recover to the account (another seed)', async () => {
    const { sign } = ledger({ mnemonic: 'snow nice nut intact join patient hood vocal fire plug warm say' });
    await expect(sign({ kind: 'personal', message: stringToHex('hello') })).rejects.toThrow(
      `not for ${owner.address}`,
    );
  });

  it('refuses what the device has no command for, before asking it: legacy v1 typed data, a domain-only message', async () => {
    const { emulator, sign } = ledger();
    const v1 = JSON.stringify([{ type: 'string', name: 'greeting', value: 'hello' }]);
    await expect(sign({ kind: 'typedDataV1', json: v1 })).rejects.toThrow(
      LEDGER_SIGNATURE_MESSAGES.legacyTypedData,
    );
    await expect(sign(typedData({ ...permit, primaryType: 'EIP712Domain' }))).rejects.toThrow(
      LEDGER_SIGNATURE_MESSAGES.domainOnly,
    );
    expect(emulator.approved).toEqual([]);
  });
});
