import { decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { planSend } from './planSend.ts';
import type { BridgeDraft, SendDraft } from './SendDraft.ts';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TOKEN = '0x7e57000000000000000000000000000000000006';
const token = { address: TOKEN, name: 'Test USD', symbol: 'tUSDC', decimals: 6, balance: 10n ** 9n } as const;
const draft: SendDraft = {
  from: FROM,
  token: null,
  recipientText: 'alice.ftm',
  direction: 'OperaToOpera',
  recipient: TO,
  bridge: null,
  amountText: '1.5',
  amount: 1_500_000_000_000_000_000n,
  memo: ' thanks ',
  gasPriceText: '',
  gasLimitText: '',
  gasPrice: undefined,
  gasLimit: undefined,
};
const bridge: BridgeDraft = {
  tokenUuid: 'usdc-uuid',
  symbol: 'USDC',
  decimals: 6,
  fee: 1_000_000n,
  minimum: 2_000_000n,
  farAddress: ETH,
  session: 'session-1',
};

describe('planSend (docs/send.md#send-flow)', () => {
  it('FTM: one step, the amount to the resolved recipient with the trimmed memo as data, step ftm', () => {
    const steps = planSend(draft);
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step).toMatchObject({
      kind: 'call',
      id: 'ftm',
      call: { to: TO, value: draft.amount, data: '0x7468616e6b73' },
    });
    expect(step?.description).toEqual({
      kind: 'send',
      token: null,
      recipient: TO,
      amount: draft.amount,
      memo: 'thanks',
    });
    // No advanced gas typed: the confirmation's own rules apply.
    expect(step).not.toHaveProperty('gasPrice');
    expect(step).not.toHaveProperty('gasLimit');
  });

  it('a token: transfer(recipient, amount) to its contract, no memo, step erc20:{symbol} without hidden characters', () => {
    const [step] = planSend({ ...draft, token: { ...token, symbol: 't\u200bUSDC' }, amount: 1_500_000n });
    expect(step?.id).toBe('erc20:tUSDC');
    expect(step?.call).toMatchObject({ to: TOKEN, value: 0n });
    const call = decodeFunctionData({ abi: erc20Abi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([TO, 1_500_000n]);
    expect(step?.description).toMatchObject({
      kind: 'send',
      token: { address: TOKEN, symbol: 't\u200bUSDC', decimals: 6 },
      amount: 1_500_000n,
    });
  });

  it('the advanced gas price and limit go with the step, used as typed', () => {
    const [step] = planSend({ ...draft, gasPrice: 3_000_000_000n, gasLimit: 60_000n });
    expect(step).toMatchObject({ gasPrice: 3_000_000_000n, gasLimit: 60_000n });
  });

  it("across the bridge: the transfer goes to the swap's deposit address, without the memo as data", () => {
    const bridged: SendDraft = {
      ...draft,
      token,
      direction: 'OperaToBinance',
      recipient: null,
      recipientText: 'bnb1…',
      bridge,
      amount: 5_000_000n,
      gasLimit: 70_000n,
    };
    const [step] = planSend(bridged, { deposit: DEPOSIT });
    expect(step).toMatchObject({ id: 'erc20:tUSDC', gasLimit: 70_000n, call: { to: TOKEN, value: 0n } });
    expect(decodeFunctionData({ abi: erc20Abi, data: step?.call?.data ?? '0x' }).args).toEqual([
      DEPOSIT,
      5_000_000n,
    ]);
    expect(step?.description).toEqual({
      kind: 'bridge',
      direction: 'OperaToBinance',
      deposit: DEPOSIT,
      farAddress: ETH,
      amount: 5_000_000n,
      symbol: 'USDC',
      decimals: 6,
      memo: 'thanks',
    });
    const [ftm] = planSend({ ...bridged, token: null, direction: 'OperaToEthereum' }, { deposit: DEPOSIT });
    expect(ftm).toMatchObject({ id: 'ftm', call: { to: DEPOSIT, value: 5_000_000n, data: '0x' } });
    expect(ftm?.description).toMatchObject({ direction: 'OperaToEthereum' });
  });

  it('refuses to plan a bridge send before the bridge opened its swap', () => {
    expect(() => planSend({ ...draft, recipient: null, bridge })).toThrow(/deposit address/);
  });
});
