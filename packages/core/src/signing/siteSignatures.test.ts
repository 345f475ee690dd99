import { recoverTypedSignature, SignTypedDataVersion, typedSignatureHash } from '@metamask/eth-sig-util';
import { getAddress, recoverTypedDataAddress, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  legacyTypedDataHash,
  parseLegacyTypedData,
  parseTypedData,
  signSiteRequest,
  typedDataChainId,
} from './siteSignatures.ts';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const account = privateKeyToAccount(KEY);

const permit = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'Token', version: '1', chainId: '0xfa', verifyingContract: `0x${'11'.repeat(20)}` },
  message: {
    owner: account.address,
    spender: `0x${'22'.repeat(20)}`,
    value: '1000000000000000000',
    nonce: 0,
    deadline: '0x6553f100',
  },
};

describe('parseTypedData', () => {
  it('reads the JSON text or the object, integers as bigint', () => {
    const parsed = parseTypedData(JSON.stringify(permit));
    expect(parsed.message.value).toBe(10n ** 18n);
    expect(parsed.message.deadline).toBe(0x6553f100n);
    expect(parsed.domain.chainId).toBe(250n);
    expect(typedDataChainId(parsed)).toBe(250);
    expect(parseTypedData(permit).message.nonce).toBe(0n);
  });

  it('refuses a missing field, a wrong type, an unknown primary type and bad JSON', () => {
    const { deadline: _, ...missing } = permit.message;
    expect(() => parseTypedData({ ...permit, message: missing })).toThrow('not valid EIP-712');
    expect(() => parseTypedData({ ...permit, message: { ...permit.message, owner: 'me' } })).toThrow();
    expect(() => parseTypedData({ ...permit, primaryType: 'Nope' })).toThrow();
    expect(() => parseTypedData('{')).toThrow();
    expect(() => parseTypedData([])).toThrow();
  });

  it.each([
    ['string', 42],
    ['string', { nested: true }],
    ['string', true],
    ['string', ['text']],
    ['bytes', 'hello'],
    ['bytes', 42],
    ['bool', 'true'],
  ])(
    'refuses a %s field holding %j, which viem would hash as something the window does not show',
    (type, value) => {
      const data = (v: unknown) => ({
        types: { Note: [{ name: 'v', type }] },
        primaryType: 'Note',
        domain: {},
        message: { v },
      });
      expect(() => parseTypedData(data(value))).toThrow('not valid EIP-712');
      const valid = { string: 'text', bytes: '0x1234', bool: true }[type];
      expect(parseTypedData(data(valid)).message.v).toBe(valid);
    },
  );
});

describe('legacy typed data (v1)', () => {
  // The hash MetaMask's eth-sig-util signs for eth_signTypedData (v1): the library decides, not a constant.
  it("hashes as eth-sig-util's typedSignatureHash, field type by field type", () => {
    const lists = [
      [
        { type: 'string', name: 'message', value: 'Hi, Alice!' },
        { type: 'uint8', name: 'value', value: 10 },
      ],
      [
        { type: 'uint', name: 'amount', value: '1000000000000000000' },
        { type: 'int256', name: 'delta', value: '-5' },
        { type: 'bool', name: 'ok', value: true },
        { type: 'address', name: 'to', value: `0x${'ab'.repeat(20)}` },
        { type: 'bytes32', name: 'id', value: `0x${'01'.repeat(32)}` },
        { type: 'bytes', name: 'data', value: '0xdeadbeef' },
      ],
    ];
    for (const fields of lists)
      expect(legacyTypedDataHash(parseLegacyTypedData(JSON.stringify(fields)))).toBe(
        typedSignatureHash(fields),
      );
  });

  it('refuses an empty list, a nameless field and a value not of its type', () => {
    expect(() => parseLegacyTypedData([])).toThrow();
    expect(() => parseLegacyTypedData([{ type: 'string', name: '', value: 'x' }])).toThrow();
    expect(() => parseLegacyTypedData([{ type: 'uint8', name: 'n', value: 'ten' }])).toThrow();
  });
});

describe('signSiteRequest', () => {
  it('signs personal messages, typed data and legacy typed data that recover to the account', async () => {
    const message = '0x48656c6c6f';
    const personal = await signSiteRequest(KEY, account.address, { kind: 'personal', message });
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature: personal }),
    ).toBe(true);
    const typed = await signSiteRequest(KEY, account.address, {
      kind: 'typedData',
      json: JSON.stringify(permit),
    });
    expect(await recoverTypedDataAddress({ ...parseTypedData(permit), signature: typed } as never)).toBe(
      account.address,
    );
    const fields = [{ type: 'string', name: 'message', value: 'Hi, Alice!' }];
    const legacy = await signSiteRequest(KEY, account.address, {
      kind: 'typedDataV1',
      json: JSON.stringify(fields),
    });
    const signer = recoverTypedSignature({
      data: fields,
      signature: legacy,
      version: SignTypedDataVersion.V1,
    });
    expect(getAddress(signer)).toBe(account.address);
  });

  it('refuses a key of another account', async () => {
    await expect(
      signSiteRequest(KEY, `0x${'33'.repeat(20)}`, { kind: 'personal', message: '0x00' }),
    ).rejects.toThrow();
  });
});
