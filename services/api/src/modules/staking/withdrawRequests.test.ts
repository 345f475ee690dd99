import { addresses, sfcArtifact, waitForReceipt } from '@fantom-wallet/contracts';
import { timeTravel } from '@fantom-wallet/devnet';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const hex = (value: bigint): string => `0x${value.toString(16)}`;
const sfc = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
const query = `query($a: Address!, $s: BigInt!) { delegation(address: $a, staker: $s) { amountInWithdraw
  all: withdrawRequests { id withdrawRequestID amount createdTime withdrawTime }
  active: withdrawRequests(activeOnly: true) { withdrawRequestID } } }`;

interface Requests {
  delegation: {
    amountInWithdraw: string;
    all: {
      id: string;
      withdrawRequestID: string;
      amount: string;
      createdTime: string;
      withdrawTime: string | null;
    }[];
    active: { withdrawRequestID: string }[];
  };
}

describe('withdraw requests follow Undelegated and Withdrawn events', () => {
  let stack: Stack;
  let carol: Address;
  let v2: bigint;

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'));
    carol = stack.devnet.deployment.accounts.find((a) => a.role === 'carol')?.address ?? '0x';
    v2 = BigInt(stack.devnet.deployment.validators[1]?.id ?? 2);
  });
  afterAll(() => stack?.stop());

  it('a new undelegation is listed first and counted as in withdrawal', async () => {
    const hash = await stack.clients.wallet.writeContract({
      ...sfc,
      functionName: 'undelegate',
      args: [v2, 42n, parseEther('100')],
      account: carol,
      chain: null,
    });
    await waitForReceipt(stack.clients.public, hash);
    await stack.synced();
    const { data } = await gql<Requests>(stack.api.url, query, { a: carol, s: hex(v2) });
    expect(data?.delegation.all.map((r) => r.withdrawRequestID)).toEqual(['0x2a', '0x7']);
    expect(data?.delegation.all[0]).toMatchObject({
      id: hash,
      amount: hex(parseEther('100')),
      withdrawTime: null,
    });
    expect(data?.delegation.amountInWithdraw).toBe(hex(parseEther('600')));
  });

  it('a withdrawal sets withdrawTime and leaves the active list and the amount in withdrawal', async () => {
    const period = (await stack.clients.public.readContract({
      ...sfc,
      functionName: 'withdrawalPeriodTime',
    })) as bigint;
    await timeTravel(stack.clients, stack.devnet.deployment, period + 1n);
    const hash = await stack.clients.wallet.writeContract({
      ...sfc,
      functionName: 'withdraw',
      args: [v2, 7n],
      account: carol,
      chain: null,
    });
    const receipt = await waitForReceipt(stack.clients.public, hash);
    const block = await stack.clients.public.getBlock({ blockNumber: receipt.blockNumber });
    await stack.synced();
    const { data } = await gql<Requests>(stack.api.url, query, { a: carol, s: hex(v2) });
    expect(data?.delegation.all.find((r) => r.withdrawRequestID === '0x7')?.withdrawTime).toBe(
      hex(block.timestamp),
    );
    expect(data?.delegation.active.map((r) => r.withdrawRequestID)).toEqual(['0x2a']);
    expect(data?.delegation.amountInWithdraw).toBe(hex(parseEther('100')));
  });
});
