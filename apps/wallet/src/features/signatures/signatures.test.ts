import { parseTypedData } from '@fantom-wallet/core';
import { createSiweMessage } from 'viem/siwe';
import { stringToHex } from 'viem/utils';
import { describe, expect, it } from 'vitest';
import {
  decodePermits,
  isFarDeadline,
  messageDisplay,
  parseSiwe,
  siweWarnings,
  typedDataTree,
} from './index.ts';

const ACCOUNT = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const MAX = 2n ** 256n - 1n;

describe('messageDisplay', () => {
  it('shows valid UTF-8 text, line breaks and all', () => {
    expect(messageDisplay(stringToHex('Hello\nwörld ✓'))).toEqual({ kind: 'text', text: 'Hello\nwörld ✓' });
  });

  it('shows hex for invalid UTF-8, control characters and bidi overrides', () => {
    for (const hex of [
      '0xff00',
      stringToHex('a\u0000b'),
      stringToHex('pay\u202Eevil'),
      stringToHex('x\u001b[31m'),
    ] as const)
      expect(messageDisplay(hex)).toEqual({ kind: 'hex', hex });
    expect(messageDisplay(`0x${'ab'.repeat(32)}`).kind).toBe('hex');
  });
});

describe('Sign-In with Ethereum', () => {
  const text = createSiweMessage({
    domain: 'app.example.com',
    address: ACCOUNT,
    statement: 'Sign in to Example',
    uri: 'https://app.example.com/login',
    version: '1',
    chainId: 250,
    nonce: 'abcdef123456',
    issuedAt: new Date('2026-01-01T00:00:00Z'),
    expirationTime: new Date('2026-01-02T00:00:00Z'),
  });
  const context = { origin: 'https://app.example.com', account: ACCOUNT, chainId: 250 } as const;

  it('parses the fields', () => {
    expect(parseSiwe(text)).toMatchObject({
      domain: 'app.example.com',
      address: ACCOUNT,
      statement: 'Sign in to Example',
      uri: 'https://app.example.com/login',
      chainId: 250,
      nonce: 'abcdef123456',
    });
    expect(parseSiwe('Hello')).toBeUndefined();
  });

  it('warns of nothing for the site, its account and network', () => {
    const siwe = parseSiwe(text);
    expect(siwe && siweWarnings(siwe, context)).toEqual([]);
  });

  it('warns of another domain, another address and another chain', () => {
    const siwe = parseSiwe(text);
    if (!siwe) throw new Error('not parsed');
    expect(siweWarnings(siwe, { ...context, origin: 'https://evil.example' })).toEqual(['domain']);
    expect(siweWarnings(siwe, { ...context, origin: 'https://app.example.com:8443' })).toEqual(['domain']);
    expect(siweWarnings(siwe, { ...context, account: SPENDER })).toEqual(['address']);
    expect(siweWarnings(siwe, { ...context, chainId: 4002 })).toEqual(['chainId']);
    expect(siweWarnings({ ...siwe, scheme: 'http' }, context)).toEqual(['domain']);
  });
});

const domain = { name: 'Token', version: '1', chainId: 250, verifyingContract: TOKEN };
const eip2612 = parseTypedData({
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain,
  message: { owner: ACCOUNT, spender: SPENDER, value: '5000000', nonce: 0, deadline: 1_800_000_000 },
});

describe('decodePermits', () => {
  it('decodes an EIP-2612 permit', () => {
    expect(decodePermits(eip2612)).toEqual([
      {
        kind: 'eip2612',
        token: TOKEN,
        spender: SPENDER,
        amount: 5_000_000n,
        until: 1_800_000_000n,
        unlimited: false,
      },
    ]);
  });

  it('decodes a DAI permit: allowed is unlimited, expiry 0 never ends', () => {
    const dai = parseTypedData({
      types: {
        Permit: [
          { name: 'holder', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'expiry', type: 'uint256' },
          { name: 'allowed', type: 'bool' },
        ],
      },
      primaryType: 'Permit',
      domain,
      message: { holder: ACCOUNT, spender: SPENDER, nonce: 1, expiry: 0, allowed: true },
    });
    const [permit] = decodePermits(dai);
    expect(permit).toMatchObject({ kind: 'dai', amount: MAX, unlimited: true, until: undefined });
    expect(permit && isFarDeadline(permit, 1_700_000_000n)).toBe(true);
  });

  const permit2Types = {
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitBatch: [
      { name: 'details', type: 'PermitDetails[]' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    TokenPermissions: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    PermitTransferFrom: [
      { name: 'permitted', type: 'TokenPermissions' },
      { name: 'spender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  };
  const permit2Domain = {
    name: 'Permit2',
    chainId: 250,
    verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
  };
  const details = { token: TOKEN, amount: (2n ** 160n - 1n).toString(), expiration: 1_700_100_000, nonce: 0 };

  it('decodes Permit2 PermitSingle, PermitBatch and PermitTransferFrom', () => {
    const single = parseTypedData({
      types: permit2Types,
      primaryType: 'PermitSingle',
      domain: permit2Domain,
      message: { details, spender: SPENDER, sigDeadline: 1_700_000_000 },
    });
    expect(decodePermits(single)).toEqual([
      {
        kind: 'permit2',
        token: TOKEN,
        spender: SPENDER,
        amount: 2n ** 160n - 1n,
        until: 1_700_100_000n,
        unlimited: true,
      },
    ]);
    const batch = parseTypedData({
      types: permit2Types,
      primaryType: 'PermitBatch',
      domain: permit2Domain,
      message: { details: [details, { ...details, amount: '7' }], spender: SPENDER, sigDeadline: 1 },
    });
    expect(decodePermits(batch).map((p) => [p.amount, p.unlimited])).toEqual([
      [2n ** 160n - 1n, true],
      [7n, false],
    ]);
    const transfer = parseTypedData({
      types: permit2Types,
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: TOKEN, amount: 9 },
        spender: SPENDER,
        nonce: 1,
        deadline: 1_700_000_600,
      },
    });
    const [permit] = decodePermits(transfer);
    expect(permit).toMatchObject({ amount: 9n, until: 1_700_000_600n, unlimited: false });
    expect(permit && isFarDeadline(permit, 1_700_000_000n)).toBe(false);
  });

  it('decodes nothing for other typed data', () => {
    expect(
      decodePermits(
        parseTypedData({
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          primaryType: 'Mail',
          domain: { name: 'Mail' },
          message: { contents: 'hi' },
        }),
      ),
    ).toEqual([]);
  });
});

describe('typedDataTree', () => {
  it('lists the message in field order, addresses marked, integers in decimal', () => {
    expect(typedDataTree(eip2612)).toEqual([
      { name: 'owner', type: 'address', value: ACCOUNT, address: true },
      { name: 'spender', type: 'address', value: SPENDER, address: true },
      { name: 'value', type: 'uint256', value: '5000000' },
      { name: 'nonce', type: 'uint256', value: '0' },
      { name: 'deadline', type: 'uint256', value: '1800000000' },
    ]);
  });
});
