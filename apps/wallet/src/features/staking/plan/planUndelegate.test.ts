import { sfcAbi, WEI_PER_FTM } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { planUndelegate, type UndelegateOrder } from './planUndelegate.ts';

const SFC = '0xFC00FACE00000000000000000000000000000000';
const FTM = WEI_PER_FTM;
const order: UndelegateOrder = { validatorId: 2n, requested: 10n * FTM, unlock: 0n, withdrawRequestId: 99n };
const decode = (data: `0x${string}` | undefined) => decodeFunctionData({ abi: sfcAbi, data: data ?? '0x' });

describe('planUndelegate (docs/staking.md#undelegate, #unlock-before-undelegating)', () => {
  it('nothing locked: the Unlock is left out and the amount asked for is undelegated', () => {
    const [unlock, undelegate] = planUndelegate(order, { afterUnlock: undefined }, SFC);
    expect(unlock).toMatchObject({ id: 'unlock', skip: true, call: null });
    expect(undelegate).toMatchObject({ kind: 'call', id: 'undelegate', call: { to: SFC, value: 0n } });
    expect(undelegate?.description).toEqual({
      kind: 'undelegate',
      validatorId: 2n,
      amount: 10n * FTM,
      slashing: 0n,
    });
    const call = decode(undelegate?.call?.data);
    expect(call.functionName).toBe('undelegate');
    expect(call.args).toEqual([2n, 99n, 10n * FTM]);
  });

  it('part locked: unlockStake(validator, locked part) first; the undelegation waits for what it left', () => {
    const locked = { ...order, unlock: 4n * FTM };
    const [unlock, undelegate] = planUndelegate(locked, { afterUnlock: undefined }, SFC);
    expect(unlock).toMatchObject({ kind: 'call', id: 'unlock', skip: false });
    expect(unlock?.description).toEqual({ kind: 'unlock', validatorId: 2n, amount: 4n * FTM });
    const call = decode(unlock?.call?.data);
    expect(call.functionName).toBe('unlockStake');
    expect(call.args).toEqual([2n, 4n * FTM]);
    // Not built until the unlock is confirmed and the delegation read again: its confirmation waits.
    expect(undelegate?.call).toBeNull();
    expect(undelegate?.description).toEqual({
      kind: 'undelegate',
      validatorId: 2n,
      amount: 10n * FTM,
      slashing: 0n,
    });
  });

  it('after the unlock: the amount the chain left unlocked, the penalty shown as slashing', () => {
    const locked = { ...order, unlock: 4n * FTM };
    const afterUnlock = { amount: 9n * FTM, slashing: FTM };
    const [unlock, undelegate] = planUndelegate(locked, { afterUnlock }, SFC);
    // The steps stay as they were fixed when the form was sent.
    expect(unlock?.skip).toBe(false);
    expect(undelegate?.description).toEqual({
      kind: 'undelegate',
      validatorId: 2n,
      amount: 9n * FTM,
      slashing: FTM,
    });
    expect(decode(undelegate?.call?.data).args).toEqual([2n, 99n, 9n * FTM]);
  });
});
