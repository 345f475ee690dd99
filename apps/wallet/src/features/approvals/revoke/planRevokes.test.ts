import { decodeFunctionData, erc20Abi, erc721Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { planRevokes } from './planRevokes.ts';
import { type Revoke, readRevokeOrder, toRevokeState } from './RevokeOrder.ts';

const FUSD = '0xbaD0000000000000000000000000000000000d01';
const NFT = '0x7e57000000000000000000000000000000000006';
const MULTI = '0x7e57000000000000000000000000000000000007';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FMINT = '0xdEf1000000000000000000000000000000000001';

const erc20 = (spender: `0x${string}`, amount: bigint, unlimited = false): Revoke => ({
  token: FUSD,
  spender,
  kind: 'ERC20',
  symbol: 'FUSD',
  decimals: 18,
  spenderLabel: null,
  amount,
  unlimited,
});
const allItems = (token: `0x${string}`, kind: 'ERC721' | 'ERC1155'): Revoke => ({
  token,
  spender: EOA,
  kind,
  symbol: null,
  decimals: null,
  spenderLabel: null,
  amount: null,
  unlimited: true,
});
const read = (
  call: { to: string | null; data: `0x${string}` } | null,
  abi: typeof erc20Abi | typeof erc721Abi,
) => {
  if (!call) throw new Error('no call');
  const { functionName, args } = decodeFunctionData({ abi, data: call.data });
  return { to: call.to, functionName, args };
};

describe('planRevokes (docs/approvals.md#revoke)', () => {
  it('an ERC-20 allowance: approve(spender, 0) on the token, an approve step of amount 0', () => {
    const [step, ...rest] = planRevokes({ revokes: [erc20(EOA, maxUint256, true)] });
    expect(rest).toEqual([]);
    expect(step).toMatchObject({
      kind: 'approve',
      id: `revoke:${FUSD.toLowerCase()}:${EOA.toLowerCase()}`,
      token: FUSD,
      spender: EOA,
      amount: 0n,
      description: { kind: 'revoke', position: { step: 1, steps: 1 } },
    });
    expect(step?.skip).toBeUndefined();
    expect(step?.call?.value).toBe(0n);
    expect(read(step?.call ?? null, erc20Abi)).toEqual({
      to: FUSD,
      functionName: 'approve',
      args: [EOA, 0n],
    });
  });

  it('all items of an ERC-721 and of an ERC-1155: setApprovalForAll(operator, false), a call step', () => {
    const steps = planRevokes({ revokes: [allItems(NFT, 'ERC721'), allItems(MULTI, 'ERC1155')] });
    expect(steps.map((s) => s.kind)).toEqual(['call', 'call']);
    expect(steps.map((s) => read(s.call, erc721Abi))).toEqual([
      { to: NFT, functionName: 'setApprovalForAll', args: [EOA, false] },
      { to: MULTI, functionName: 'setApprovalForAll', args: [EOA, false] },
    ]);
  });

  it('several: one step each in the order given, numbered n of N; the same token and spender twice is one step', () => {
    const order = {
      revokes: [erc20(EOA, maxUint256, true), allItems(NFT, 'ERC721'), erc20(FMINT, 5n), erc20(EOA, 1n)],
    };
    const steps = planRevokes(order);
    expect(steps.map((s) => [s.id, s.description.position])).toEqual([
      [`revoke:${FUSD.toLowerCase()}:${EOA.toLowerCase()}`, { step: 1, steps: 3 }],
      [`revoke:${NFT.toLowerCase()}:${EOA.toLowerCase()}`, { step: 2, steps: 3 }],
      [`revoke:${FUSD.toLowerCase()}:${FMINT.toLowerCase()}`, { step: 3, steps: 3 }],
    ]);
    expect(steps[2]?.description.revoke.amount).toBe(5n);
  });

  it('an empty order plans nothing', () => {
    expect(planRevokes({ revokes: [] })).toEqual([]);
  });
});

describe('the revoke order in the history state', () => {
  it('survives the round trip, amounts as decimal strings, addresses checksummed on arrival', () => {
    const order = { revokes: [erc20(EOA, maxUint256, true), allItems(NFT, 'ERC721')] };
    const state = structuredClone(toRevokeState(order));
    expect(state.order.revokes[0]?.amount).toBe(maxUint256.toString());
    expect(readRevokeOrder(state)).toEqual(order);
    const lower = { order: { revokes: [{ ...state.order.revokes[0], spender: EOA.toLowerCase() }] } };
    expect(readRevokeOrder(lower)?.revokes[0]?.spender).toBe(EOA);
  });

  it('anything else is no order: none, empty, a bad address or amount, too many', () => {
    const one = toRevokeState({ revokes: [erc20(EOA, 1n)] }).order.revokes[0];
    for (const state of [
      null,
      undefined,
      {},
      { order: { revokes: [] } },
      { order: { revokes: [{ ...one, token: '0x1234' }] } },
      { order: { revokes: [{ ...one, amount: '-1' }] } },
      { order: { revokes: [{ ...one, kind: 'ERC777' }] } },
      { order: { revokes: Array.from({ length: 101 }, () => one) } },
    ])
      expect(readRevokeOrder(state)).toBeNull();
  });
});
