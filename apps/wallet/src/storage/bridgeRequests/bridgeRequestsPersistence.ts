import { isRecord } from '../persistence/isRecord.ts';
import type { PersistedSpec } from '../persistence/PersistedSpec.ts';
import { runMigrations } from '../persistence/runMigrations.ts';
import { salvageList } from '../persistence/salvageList.ts';
import { type BridgeRequest, bridgeRequestSchema } from './bridgeRequestSchema.ts';

export interface BridgeRequestsState {
  requests: BridgeRequest[];
}

/** Version 1 is the first: there is nothing to migrate yet. */
const steps: Record<number, (state: unknown) => unknown> = {};

/** Persisted under 'fwallet.bridgeRequests'; each valid request is kept, the others are named as dropped. */
export const bridgeRequestsPersistence: PersistedSpec<BridgeRequestsState> = {
  key: 'fwallet.bridgeRequests',
  version: 1,
  migrate: (state, fromVersion) => runMigrations(state, fromVersion, steps),
  sanitize: (state) => {
    if (!isRecord(state))
      return { value: { requests: [] }, dropped: state === undefined ? [] : ['(whole state)'] };
    const salvaged = salvageList(bridgeRequestSchema, state.requests, 'requests');
    return { value: { requests: salvaged.value }, dropped: salvaged.dropped };
  },
};
