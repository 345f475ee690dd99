import type { PageSlice } from '../../paging/PageWindow.ts';
import { toConnection } from '../../paging/toConnection.ts';
import type { DelegationModel } from './models/DelegationModel.ts';

/** A page of delegations in the public API's `DelegationList` shape. */
export function delegationConnection(slice: PageSlice<DelegationModel>, totalCount: bigint) {
  const connection = toConnection(
    slice,
    totalCount,
    (d) => d.cursor,
    (d) => d,
  );
  return { ...connection, edges: connection.edges.map(({ cursor, node }) => ({ cursor, delegation: node })) };
}
