import { MESSAGES, sfcAbi, WEI_PER_FTM } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import type { WithdrawRequestData } from '../detail/DelegationDetailData.ts';
import { planWithdraw } from './planWithdraw.ts';

const SFC = '0xFC00FACE00000000000000000000000000000000';
const FTM = WEI_PER_FTM;
const period = 7n * 86_400n;
const now = 1_000_000n;
/** Request `id`, of `id` FTM, created at `createdTime`, withdrawn at `withdrawTime` unless null. */
const request = (
  id: number,
  createdTime: bigint,
  withdrawTime: bigint | null = null,
): WithdrawRequestData => {
  const amount = BigInt(id) * FTM;
  return { id: String(id), withdrawRequestId: BigInt(id), createdTime, withdrawTime, amount };
};
const facts = (
  withdrawRequests: WithdrawRequestData[],
  more: { amountDelegated?: bigint; outstandingSftm?: bigint } = {},
) => ({
  delegation: { withdrawRequests, amountDelegated: 5n * FTM, outstandingSftm: 0n, ...more },
  now,
  withdrawalPeriodTime: period,
});
const ready = now - period - 900n;

describe('planWithdraw (docs/staking.md#withdraw, #withdraw-requests)', () => {
  it('an available request: withdraw(validator, request id), with its amount', () => {
    const plan = planWithdraw({ validatorId: 8n, requestId: 2n }, facts([request(2, ready)]), SFC);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const [step, ...more] = plan.steps;
    expect(more).toEqual([]);
    expect(step).toMatchObject({ kind: 'call', id: 'withdraw', call: { to: SFC, value: 0n } });
    expect(step?.description).toEqual({ kind: 'withdraw', validatorId: 8n, requestId: 2n, amount: 2n * FTM });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('withdraw');
    expect(call.args).toEqual([8n, 2n]);
  });

  it('still in its withdrawal period (chain time): refused, waiting', () => {
    const plan = planWithdraw({ validatorId: 8n, requestId: 2n }, facts([request(2, ready + 1n)]), SFC);
    expect(plan).toEqual({ ok: false, status: { state: 'waiting', availableAt: now + 1n, secondsLeft: 1n } });
  });

  it("the 'final' request waits for the other pending ones; those can go first", () => {
    // Nothing delegated any more: the newest pending request is the one that brought the stake to zero.
    const requests = [request(1, ready - 10n), request(2, ready)];
    const final = planWithdraw(
      { validatorId: 8n, requestId: 2n },
      facts(requests, { amountDelegated: 0n }),
      SFC,
    );
    expect(final).toEqual({ ok: false, status: { state: 'blocked', message: MESSAGES.withdrawOthersFirst } });
    const other = planWithdraw(
      { validatorId: 8n, requestId: 1n },
      facts(requests, { amountDelegated: 0n }),
      SFC,
    );
    expect(other.ok).toBe(true);
    // With stake left, no request is the final one.
    expect(planWithdraw({ validatorId: 8n, requestId: 2n }, facts(requests), SFC).ok).toBe(true);
    // Once the others are withdrawn, the final one is available too.
    const alone = [request(1, ready - 10n, 5n), request(2, ready)];
    expect(
      planWithdraw({ validatorId: 8n, requestId: 2n }, facts(alone, { amountDelegated: 0n }), SFC).ok,
    ).toBe(true);
  });

  it('refused while sFTM is outstanding, once withdrawn, and for a request the delegation does not have', () => {
    const sftm = planWithdraw(
      { validatorId: 8n, requestId: 2n },
      facts([request(2, ready)], { outstandingSftm: 1n }),
      SFC,
    );
    expect(sftm).toEqual({ ok: false, status: { state: 'blocked', message: MESSAGES.repayBeforeWithdraw } });
    const withdrawn = planWithdraw({ validatorId: 8n, requestId: 2n }, facts([request(2, ready, 7n)]), SFC);
    expect(withdrawn).toEqual({ ok: false, status: { state: 'withdrawn' } });
    expect(planWithdraw({ validatorId: 8n, requestId: 3n }, facts([request(2, ready)]), SFC)).toEqual({
      ok: false,
      status: undefined,
    });
  });
});
