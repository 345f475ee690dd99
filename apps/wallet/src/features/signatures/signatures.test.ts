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
  type TreeNames,
  typedDataTree,
} from './index.ts';
import { treeTokens } from './typedDataTree.ts';

const ACCOUNT = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23' as const;
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
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

describe('decodePermits', () => {
  it('decodes an EIP-2612 permit', () => {
    expect(decodePermits(eip2612)).toEqual([
      {
        kind: 'eip2612',
        token: TOKEN,
        spender: SPENDER,
        amount: 5_000_000n,
        amountPath: ['value'],
        until: 1_800_000_000n,
        unlimited: false,
      },
    ]);
  });

  it('checksums the token and the spender: viem sends addresses in lower case', () => {
    const lower = parseTypedData({
      ...eip2612,
      domain: { ...domain, verifyingContract: TOKEN.toLowerCase() },
      message: { ...eip2612.message, spender: SPENDER.toLowerCase() },
    });
    expect(decodePermits(lower)[0]).toMatchObject({ token: TOKEN, spender: SPENDER });
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
        amountPath: ['details', 'amount'],
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
    expect(decodePermits(batch).map((p) => [p.amount, p.unlimited, p.amountPath])).toEqual([
      [2n ** 160n - 1n, true, ['details', '0', 'amount']],
      [7n, false, ['details', '1', 'amount']],
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
    expect(permit).toMatchObject({
      amount: 9n,
      amountPath: ['permitted', 'amount'],
      until: 1_700_000_600n,
      unlimited: false,
    });
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
  const OTHER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as const;
  const names: TreeNames = {
    accounts: [{ address: ACCOUNT, name: 'Savings' }, { address: SPENDER }],
    facts: {
      [TOKEN.toLowerCase()]: { symbol: 'USDC', decimals: 6 },
      [OTHER.toLowerCase()]: { symbol: 'ODD' },
    },
  };

  it('lists the message in field order, addresses checksummed, integers in decimal, amounts tied to the token', () => {
    expect(typedDataTree(eip2612)).toEqual([
      { name: 'owner', type: 'address', value: ACCOUNT },
      { name: 'spender', type: 'address', value: SPENDER },
      { name: 'value', type: 'uint256', value: '5000000', token: TOKEN },
      { name: 'nonce', type: 'uint256', value: '0' },
      { name: 'deadline', type: 'uint256', value: '1800000000' },
    ]);
    const lowerCase = parseTypedData({
      ...eip2612,
      message: { ...eip2612.message, owner: ACCOUNT.toLowerCase() },
    });
    expect(typedDataTree(lowerCase)[0]?.value).toBe(ACCOUNT);
  });

  it("names the user's accounts (those with a name) and the contracts the wallet knows", () => {
    const tree = typedDataTree(eip2612, {
      ...names,
      facts: { ...names.facts, [SPENDER.toLowerCase()]: { label: 'Router' } },
    });
    expect(tree[0]).toMatchObject({ value: ACCOUNT, readable: { kind: 'name', name: 'Savings' } });
    expect(tree[1]).toMatchObject({ value: SPENDER, readable: { kind: 'name', name: 'Router' } });
    // An account without a name is shown by its address alone, like everywhere in the wallet.
    expect(typedDataTree(eip2612, names)[1]).toEqual({ name: 'spender', type: 'address', value: SPENDER });
  });

  it("formats the amount of the domain's token in its decimals and symbol; the other integers stay raw", () => {
    const tree = typedDataTree(eip2612, names);
    expect(tree[2]).toEqual({
      name: 'value',
      type: 'uint256',
      value: '5000000',
      token: TOKEN,
      readable: { kind: 'amount', amount: '5', symbol: 'USDC' },
    });
    expect(tree[3]).toEqual({ name: 'nonce', type: 'uint256', value: '0' });
    expect(tree[4]).toEqual({ name: 'deadline', type: 'uint256', value: '1800000000' });
  });

  it('a token whose decimals or symbol are unknown: the raw integer only', () => {
    const unknown = parseTypedData({ ...eip2612, domain: { ...domain, verifyingContract: OTHER } });
    expect(typedDataTree(unknown, names)[2]).toEqual({
      name: 'value',
      type: 'uint256',
      value: '5000000',
      token: OTHER,
    });
    expect(typedDataTree(eip2612, { accounts: [], facts: {} })[2]).not.toHaveProperty('readable');
  });

  it("'Unlimited' only for a permit's amount its sentence calls unlimited; any other huge amount in full", () => {
    const unlimited = parseTypedData({ ...eip2612, message: { ...eip2612.message, value: MAX } });
    expect(typedDataTree(unlimited, names)[2]?.readable).toEqual({ kind: 'unlimited', symbol: 'USDC' });
    const transfer = parseTypedData({
      types: {
        Transfer: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Transfer',
      domain,
      message: { to: SPENDER, amount: MAX },
    });
    expect(typedDataTree(transfer, names)[1]?.readable).toEqual({
      kind: 'amount',
      amount:
        '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129.639935',
      symbol: 'USDC',
    });
  });

  it("Permit2's token + amount pairs: each amount in its own token, never the domain's", () => {
    const batch = parseTypedData({
      types: permit2Types,
      primaryType: 'PermitBatch',
      domain: permit2Domain,
      message: {
        details: [details, { ...details, token: OTHER, amount: '7' }],
        spender: SPENDER,
        sigDeadline: 1,
      },
    });
    const [first, second] = typedDataTree(batch, names)[0]?.children ?? [];
    expect(first?.children?.[1]).toEqual({
      name: 'amount',
      type: 'uint160',
      value: (2n ** 160n - 1n).toString(),
      token: TOKEN,
      readable: { kind: 'unlimited', symbol: 'USDC' },
    });
    expect(first?.children?.[2]).toEqual({ name: 'expiration', type: 'uint48', value: '1700100000' });
    // ODD's decimals are unknown: its amount stays the integer.
    expect(second?.children?.[1]).toEqual({ name: 'amount', type: 'uint160', value: '7', token: OTHER });
    expect(treeTokens(typedDataTree(batch))).toEqual([TOKEN, OTHER]);
  });

  it('a struct whose `token` is not an address counts no token', () => {
    const odd = parseTypedData({
      types: {
        Order: [
          { name: 'token', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      domain,
      message: { token: 'USDC', amount: 5_000_000 },
    });
    expect(typedDataTree(odd, names)[1]).toEqual({ name: 'amount', type: 'uint256', value: '5000000' });
  });
});
