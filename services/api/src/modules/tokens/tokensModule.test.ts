import { addresses, testTokens } from '@fantom-wallet/contracts';
import { type Address, erc20Abi } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const hex = (value: bigint): string => `0x${value.toString(16)}`;

describe('tokens: ERC20 metadata, lists and balances (compared with direct token reads)', () => {
  let stack: Stack;
  let alice: Address;
  const balanceOf = (token: Address, owner: Address) =>
    stack.clients.public.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'));
    alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address ?? '0x';
  });
  afterAll(() => stack?.stop());

  it('erc20Token answers metadata for a token and null for anything else', async () => {
    const usdc = testTokens.find((t) => t.key === 'tokenUsdc');
    const { data } = await gql<{ token: Record<string, unknown>; sfc: null; nobody: null }>(
      stack.api.url,
      `query($t: Address!, $o: Address!) { token: erc20Token(token: $t) { address name symbol decimals totalSupply logoURL balanceOf(owner: $o) }
        sfc: erc20Token(token: "${addresses.sfc}") { name } nobody: erc20Token(token: "0x00000000000000000000000000000000000000ab") { name } }`,
      { t: usdc?.address, o: alice },
    );
    const supply = await stack.clients.public.readContract({
      address: addresses.tokenUsdc,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    expect(data?.token).toMatchObject({
      address: addresses.tokenUsdc.toLowerCase(),
      name: usdc?.name,
      symbol: usdc?.symbol,
      decimals: usdc?.decimals,
      totalSupply: hex(supply),
      balanceOf: hex(await balanceOf(addresses.tokenUsdc, alice)),
    });
    expect(data?.sfc).toBeNull();
    expect(data?.nobody).toBeNull();
  });

  it('erc20TokenList lists the active tokens; erc20Assets the tokens an owner received', async () => {
    const { data } = await gql<{
      erc20TokenList: { address: string; balanceOf: string }[];
      erc20Assets: { address: string; symbol: string }[];
    }>(
      stack.api.url,
      'query($o: Address!) { erc20TokenList(count: 1000) { address balanceOf(owner: $o) } erc20Assets(owner: $o) { address symbol } }',
      { o: alice },
    );
    const listed = data?.erc20TokenList.map((t) => t.address) ?? [];
    for (const token of testTokens) expect(listed).toContain(token.address.toLowerCase());
    for (const token of data?.erc20TokenList ?? []) {
      expect(token.balanceOf).toBe(hex(await balanceOf(token.address as Address, alice)));
    }
    const assets = data?.erc20Assets.map((t) => t.symbol) ?? [];
    expect(assets).toEqual(expect.arrayContaining(testTokens.map((t) => t.symbol)));
    const one = await gql<{ erc20TokenList: unknown[] }>(
      stack.api.url,
      '{ erc20TokenList(count: 1) { address } }',
    );
    expect(one.data?.erc20TokenList).toHaveLength(1);
  });

  it('ercTokenBalance, ercTokenAllowance and ercTotalSupply equal the token’s answers; 0 for a non-token', async () => {
    const { data } = await gql<{ balance: string; allowance: string; none: string }>(
      stack.api.url,
      `query($o: Address!) { balance: ercTokenBalance(owner: $o, token: "${addresses.tokenDai}")
        allowance: ercTokenAllowance(token: "${addresses.sftm}", owner: $o, spender: "${addresses.stakeTokenizer}")
        none: ercTokenBalance(owner: $o, token: "0x00000000000000000000000000000000000000ab") }`,
      { o: alice },
    );
    const allowance = await stack.clients.public.readContract({
      address: addresses.sftm,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [alice, addresses.stakeTokenizer],
    });
    expect(data).toEqual({
      balance: hex(await balanceOf(addresses.tokenDai, alice)),
      allowance: hex(allowance),
      none: '0x0',
    });
  });
});
