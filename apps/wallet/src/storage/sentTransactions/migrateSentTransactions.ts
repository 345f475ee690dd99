import { FLOW_IDS } from '../../shared/flows/FLOW_IDS.ts';
import { isRecord } from '../persistence/isRecord.ts';
import { runMigrations } from '../persistence/runMigrations.ts';

const flowIds: readonly string[] = FLOW_IDS;

/**
 * Version 1 → 2: flows were free strings with the subject glued on ('repay-sftm:5'); now a registered id and a
 * subject apart. A record whose flow is unknown keeps everything else (its nonce still counts).
 */
function splitFlow(entry: unknown): unknown {
  if (!isRecord(entry) || typeof entry.flow !== 'string') return entry;
  const { flow, ...rest } = entry;
  const colon = flow.indexOf(':');
  const id = colon < 0 ? flow : flow.slice(0, colon);
  if (!flowIds.includes(id)) return rest;
  return colon < 0 ? { ...rest, flow: id } : { ...rest, flow: id, subject: flow.slice(colon + 1) };
}

const steps: Record<number, (state: unknown) => unknown> = {
  1: (state) => {
    if (!isRecord(state) || !isRecord(state.byAccount)) return state;
    const byAccount = Object.fromEntries(
      Object.entries(state.byAccount).map(([address, list]) => [
        address,
        Array.isArray(list) ? list.map(splitFlow) : list,
      ]),
    );
    return { ...state, byAccount };
  },
};

export function migrateSentTransactions(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
