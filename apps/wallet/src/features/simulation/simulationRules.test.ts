import type { FwalletSimulation } from '@fantom-wallet/api-client';
import { buildErc20Approve, buildErc20Transfer, buildFtmTransfer, callIntents } from '@fantom-wallet/core';
import { encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { isOutOfDate } from './isOutOfDate.ts';
import { simulationAlerts } from './simulationAlerts.ts';

const TOKEN = '0x7e57000000000000000000000000000000000006';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const base: FwalletSimulation = {
  available: true,
  unavailableReason: null,
  blockNumber: 10n,
  calls: [],
  changes: [],
  approvals: [],
  revoked: [],
};
const call = (over: Partial<FwalletSimulation['calls'][number]> = {}) => ({
  to: BOB as `0x${string}`,
  status: true,
  revertReason: null,
  gasUsed: 21_000n,
  toHasCode: false,
  contractLabel: null,
  method: 'FTM transfer',
  unpredictable: [],
  ...over,
});
const approval = (over: Partial<FwalletSimulation['approvals'][number]> = {}) => ({
  token: TOKEN as `0x${string}`,
  symbol: 'tUSDC',
  decimals: 6,
  spender: BOB as `0x${string}`,
  spenderLabel: null,
  spenderHasCode: true,
  amount: 2n ** 256n - 1n,
  tokenId: null,
  unlimited: true,
  allItems: false,
  ...over,
});

/** The alerts for a simulation of `calls`, with the intents the wallet reads from those calls. */
const alertsFor = (simulation: FwalletSimulation, calls: Parameters<typeof callIntents>[0]) =>
  simulationAlerts(simulation, calls, callIntents(calls));
/** `out` units of tUSDC leaving the wallet, and whether its Transfer events add up to the balance change. */
const usdcOutOf = (out: bigint, eventsMatchBalance: boolean) => ({
  kind: 'ERC20' as const,
  token: TOKEN as `0x${string}`,
  symbol: 'tUSDC',
  decimals: 6,
  name: 'Test USD Coin',
  tokenId: null,
  out,
  in: 0n,
  eventsMatchBalance,
});

describe('isOutOfDate (docs/simulation.md#in-the-confirmation)', () => {
  it('is out of date once 5 blocks came after the head it ran on (it ran as block 10, after 9), or 30 s after it arrived', () => {
    const at = { simulatedBlock: 10n, receivedAt: 1_000 };
    expect(isOutOfDate({ ...at, headBlock: 13n, now: 30_999 })).toBe(false);
    expect(isOutOfDate({ ...at, headBlock: 14n, now: 2_000 })).toBe(true);
    expect(isOutOfDate({ ...at, headBlock: 10n, now: 31_000 })).toBe(true);
    expect(isOutOfDate({ ...at, headBlock: null, now: 2_000 })).toBe(false);
  });
});

describe('simulationAlerts (docs/simulation.md#warnings)', () => {
  it('a failed call is red with its reason', () => {
    const calls = [buildFtmTransfer(BOB, 1n)];
    const alerts = alertsFor({ ...base, calls: [call({ status: false, revertReason: 'Nope' })] }, calls);
    expect(alerts).toEqual([{ level: 'red', key: 'fails', values: { reason: 'Nope' } }]);
  });

  it('data to an address without code is red; a plain FTM send to one is not', () => {
    const calls = [{ to: BOB as `0x${string}`, value: 0n, data: '0x12345678' as `0x${string}` }];
    const alerts = alertsFor({ ...base, calls: [call({ method: 'Unknown method 0x12345678' })] }, calls);
    expect(alerts).toEqual([{ level: 'red', key: 'noContract', values: { to: BOB } }]);
    const send = [buildFtmTransfer(BOB, 1n)];
    expect(alertsFor({ ...base, calls: [call()] }, send)).toEqual([]);
  });

  it('approvals: unlimited to an unknown contract red, to a non-contract red, to a known contract amber', () => {
    const calls = [buildFtmTransfer(BOB, 0n)];
    const alertsOf = (a: ReturnType<typeof approval>) =>
      alertsFor({ ...base, calls: [call()], approvals: [a] }, calls);
    expect(alertsOf(approval())).toEqual([
      { level: 'red', key: 'unlimitedUnknown', values: { spender: BOB, symbol: 'tUSDC' } },
    ]);
    expect(alertsOf(approval({ spenderHasCode: false }))[0]).toMatchObject({ key: 'notContractSpender' });
    expect(alertsOf(approval({ spenderLabel: 'Uniswap router' }))).toEqual([
      { level: 'amber', key: 'unlimitedKnown', values: { spender: 'Uniswap router', symbol: 'tUSDC' } },
    ]);
    expect(alertsOf(approval({ spenderLabel: null, unlimited: false, amount: 5n }))).toEqual([]);
  });

  it('losing more than entered, at full precision; events that do not match balances', () => {
    const calls = [buildErc20Transfer(TOKEN, BOB, 1n)];
    const change = usdcOutOf(1_000_001n, false);
    expect(
      alertsFor(
        { ...base, calls: [call({ toHasCode: true, method: 'transfer' })], changes: [change] },
        calls,
      ),
    ).toEqual([
      { level: 'red', key: 'losesMore', values: { out: '1.000001 tUSDC', typed: '0.000001 tUSDC' } },
      { level: 'red', key: 'eventsMismatch', values: {} },
    ]);
  });
});

describe('simulationAlerts: what a simulation cannot predict (docs/simulation.md#what-a-simulation-cannot-predict)', () => {
  it('a contract that reads the gas price or the base fee is red, one alert per contract with what it reads', () => {
    const TRAP = '0xbAd0000000000000000000000000000000000710';
    const calls = [buildErc20Transfer(TRAP, BOB, 1n)];
    const alerts = alertsFor(
      {
        ...base,
        calls: [
          call({
            to: TRAP,
            toHasCode: true,
            method: 'looks like transfer(address,uint256)',
            unpredictable: [{ contract: TRAP, values: ['GAS_PRICE', 'BASE_FEE'] }],
          }),
        ],
      },
      calls,
    );
    expect(alerts).toEqual([
      { level: 'red', key: 'unpredictable', values: { contract: TRAP, values: 'GAS_PRICE,BASE_FEE' } },
    ]);
  });
});

describe('simulationAlerts: a token no call states (docs/simulation.md#warnings)', () => {
  const DRAINER = '0xbaD0000000000000000000000000000000000d01';
  const claim = {
    to: DRAINER as `0x${string}`,
    value: 1_000_000_000_000_000_000n,
    data: encodeFunctionData({
      abi: parseAbi(['function claimReward(address token) payable']),
      functionName: 'claimReward',
      args: [TOKEN],
    }),
  };
  const ftmOut = {
    kind: 'FTM' as const,
    token: null,
    symbol: 'FTM',
    decimals: 18,
    name: 'Fantom',
    tokenId: null,
    out: 1_000_000_000_000_000_000n,
    in: 0n,
    eventsMatchBalance: true,
  };
  const usdcOut = usdcOutOf(2_500_000n, true);
  const claimed = (over: Partial<ReturnType<typeof call>> = {}) => ({
    ...base,
    calls: [call({ to: DRAINER as `0x${string}`, toHasCode: true, method: 'claimReward', ...over })],
    changes: [ftmOut, usdcOut],
  });
  /** The token's own `method` called, and only the tUSDC going out. */
  const tokenCalled = (method: string) => ({
    ...claimed({ to: TOKEN as `0x${string}`, method }),
    changes: [usdcOut],
  });

  it("a claim that takes tUSDC approved earlier is red: 'You would lose more than you entered' against 0", () => {
    expect(alertsFor(claimed(), [claim])).toEqual([
      { level: 'red', key: 'losesMore', values: { out: '2.5 tUSDC', typed: '0 tUSDC' } },
    ]);
  });

  it("the same outflow through the deployment's own contract, or after an approval only, is not", () => {
    expect(alertsFor(claimed({ contractLabel: 'Uniswap router' }), [claim])).toEqual([]);
    const approve = buildErc20Approve(TOKEN, BOB, 5n);
    expect(alertsFor(tokenCalled('approve'), [approve])).toEqual([]);
  });

  it('a stated token transfer is compared with what it says, not with 0', () => {
    const transfer = buildErc20Transfer(TOKEN, BOB, 2_500_000n);
    expect(alertsFor(tokenCalled('transfer'), [transfer])).toEqual([]);
  });
});
