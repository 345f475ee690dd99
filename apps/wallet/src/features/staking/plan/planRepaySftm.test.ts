import { erc20AllowanceChangeAbi, stakeTokenizerAbi, WEI_PER_FTM } from '@fantom-wallet/core';
import { decodeFunctionData, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { planRepaySftm } from './planRepaySftm.ts';
import { REPAY_STEP_IDS } from './REPAY_STEP_IDS.ts';

const contracts = {
  tokenizer: getAddress('0xb0b0000000000000000000000000000000000001'),
  sftm: getAddress('0xb0b0000000000000000000000000000000000002'),
};
const FTM = WEI_PER_FTM;
const order = { validatorId: 6n, outstanding: 100n * FTM };

describe('planRepaySftm (docs/staking.md#repay-sftm)', () => {
  it('allowance below the outstanding sFTM: Allow outstanding + 5 % to the tokenizer, then redeem', () => {
    const steps = planRepaySftm(order, { allowance: 100n * FTM - 1n }, contracts);
    expect(steps.map((s) => s.id)).toEqual([...REPAY_STEP_IDS]);
    const [allow, repay] = steps;
    expect(allow).toMatchObject({
      kind: 'approve',
      skip: false,
      token: contracts.sftm,
      spender: contracts.tokenizer,
      amount: 105n * FTM,
      call: { to: contracts.sftm, value: 0n },
    });
    expect(allow?.description).toEqual({ kind: 'allow', validatorId: 6n, amount: 105n * FTM });
    const approve = decodeFunctionData({ abi: erc20AllowanceChangeAbi, data: allow?.call?.data ?? '0x' });
    expect(approve.functionName).toBe('increaseAllowance');
    expect(approve.args).toEqual([contracts.tokenizer, 105n * FTM]);

    expect(repay).toMatchObject({ kind: 'call', call: { to: contracts.tokenizer, value: 0n } });
    expect(repay?.description).toEqual({ kind: 'repay', validatorId: 6n, amount: 100n * FTM });
    const redeem = decodeFunctionData({ abi: stakeTokenizerAbi, data: repay?.call?.data ?? '0x' });
    expect(redeem.functionName).toBe('redeemSFTM');
    expect(redeem.args).toEqual([6n, 100n * FTM]);
  });

  it('the 5 % margin is rounded up', () => {
    const [allow] = planRepaySftm({ validatorId: 6n, outstanding: 21n }, { allowance: 0n }, contracts);
    expect(allow?.description).toMatchObject({ amount: 23n });
  });

  it('an allowance that covers the outstanding sFTM leaves the Allow out (one step)', () => {
    const [allow, repay] = planRepaySftm(order, { allowance: 100n * FTM }, contracts);
    expect(allow).toMatchObject({ id: 'allow', skip: true, call: null, amount: 0n });
    expect(repay?.call).not.toBeNull();
  });
});
