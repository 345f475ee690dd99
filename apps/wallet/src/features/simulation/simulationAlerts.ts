import type { FwalletSimulation } from '@fantom-wallet/api-client';
import {
  type CallIntent,
  formatAmountFull,
  mayTakeUnstated,
  type TransactionCall,
} from '@fantom-wallet/core';

/** One warning of the panel: its catalogue key under `simulation.alerts`, and its values. */
export interface SimulationAlert {
  level: 'red' | 'amber';
  key:
    | 'fails'
    | 'unlimitedUnknown'
    | 'notContractSpender'
    | 'noContract'
    | 'losesMore'
    | 'eventsMismatch'
    | 'unpredictable'
    | 'unlimitedKnown';
  values: Record<string, string>;
}

const FTM_METHOD = 'FTM transfer';

/** An amount as the panel shows it: full precision, the symbol or else the token's address. */
export function showAmount(
  amount: bigint,
  decimals: number | null,
  symbol: string | null,
  token: string | null,
) {
  return formatAmountFull(amount, decimals ?? 0, symbol ?? token ?? undefined);
}

/**
 * The warnings a simulation calls for (docs/simulation.md#warnings). Red ones make Confirm wait for
 * 'I understand the risk'; amber ones only inform. `intents` are what the calls say they send.
 */
export function simulationAlerts(
  result: FwalletSimulation,
  calls: readonly TransactionCall[],
  intents: readonly CallIntent[],
): SimulationAlert[] {
  const alerts: SimulationAlert[] = [];
  for (const call of result.calls) {
    if (!call.status)
      alerts.push({ level: 'red', key: 'fails', values: { reason: call.revertReason ?? '' } });
  }
  result.calls.forEach((call, i) => {
    const sent = calls[i];
    if (call.to !== null && !call.toHasCode && call.method !== FTM_METHOD && sent !== undefined)
      alerts.push({ level: 'red', key: 'noContract', values: { to: call.to } });
  });
  for (const approval of result.approvals) {
    const symbol = approval.symbol ?? approval.token;
    if (!approval.spenderHasCode) alerts.push({ level: 'red', key: 'notContractSpender', values: {} });
    else if (approval.unlimited && approval.spenderLabel === null)
      alerts.push({ level: 'red', key: 'unlimitedUnknown', values: { spender: approval.spender, symbol } });
    else if (approval.unlimited)
      alerts.push({
        level: 'amber',
        key: 'unlimitedKnown',
        values: { spender: approval.spenderLabel ?? '', symbol },
      });
  }
  for (const intent of intents) {
    const change = result.changes.find((c) =>
      intent.token === null
        ? c.kind === 'FTM'
        : c.kind === 'ERC20' && c.token?.toLowerCase() === intent.token,
    );
    if (change === undefined || change.out <= intent.amount) continue;
    const show = (amount: bigint) => showAmount(amount, change.decimals, change.symbol, change.token);
    alerts.push({
      level: 'red',
      key: 'losesMore',
      values: { out: show(change.out), typed: show(intent.amount) },
    });
  }
  // A token no call states leaves the account while a call outside the deployment could take it on its own
  // (a "claim" spending an earlier approval): nothing of it was entered.
  const open = result.calls.some((call, i) => {
    const sent = calls[i];
    return sent !== undefined && mayTakeUnstated(sent, call.contractLabel !== null);
  });
  for (const change of open ? result.changes : []) {
    const token = change.token?.toLowerCase() ?? null;
    if (change.kind === 'FTM' || change.out === 0n || intents.some((intent) => intent.token === token))
      continue;
    const show = (amount: bigint) => showAmount(amount, change.decimals, change.symbol, change.token);
    alerts.push({ level: 'red', key: 'losesMore', values: { out: show(change.out), typed: show(0n) } });
  }
  if (result.changes.some((change) => !change.eventsMatchBalance))
    alerts.push({ level: 'red', key: 'eventsMismatch', values: {} });
  // A contract that reads what only the mined block sets can act otherwise on chain than in any simulation
  // (docs/simulation.md#what-a-simulation-cannot-predict). `values` lists them; the panel words them.
  const seen = new Set<string>();
  for (const read of result.calls.flatMap((call) => call.unpredictable)) {
    if (seen.has(read.contract)) continue;
    seen.add(read.contract);
    alerts.push({
      level: 'red',
      key: 'unpredictable',
      values: { contract: read.contract, values: read.values.join(',') },
    });
  }
  return alerts;
}
