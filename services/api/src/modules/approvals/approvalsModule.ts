import { BlockCache } from '../../chain/BlockCache.ts';
import { pageWindow } from '../../paging/PageWindow.ts';
import { pageSortedList } from '../../paging/pageSortedList.ts';
import { toConnection } from '../../paging/toConnection.ts';
import type { ApiModule } from '../ApiModule.ts';
import { ApprovalStore } from './ApprovalStore.ts';
import type { ApprovalsServices } from './ApprovalsServices.ts';
import { approvalCursor, compareApprovalKeys, parseApprovalCursor } from './approvalCursor.ts';
import { approvalIndexer } from './approvalIndexer.ts';
import { readApprovals } from './readApprovals.ts';

/**
 * What every contract may spend from an account (docs/approvals.md): the indexer keeps the ERC-20 Approval and
 * ERC-721/1155 ApprovalForAll events, `fwalletApprovals` reads the approvals they name live at the head block.
 */
export const approvalsModule: ApiModule = {
  name: 'approvals',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db, heads }): { approvals: ApprovalsServices } => ({
    approvals: {
      store: new ApprovalStore(db),
      head: new BlockCache(heads, 1),
      lists: new BlockCache(heads, 1_000),
      collectionKinds: new Map(),
    },
  }),
  indexer: () => approvalIndexer,
  resolvers: {
    Query: {
      fwalletApprovals: async (_parent, { owner, cursor, count }, services) => {
        // A malformed cursor or count is refused before anything is read.
        const from = cursor == null ? null : parseApprovalCursor(cursor);
        pageWindow(count, undefined);
        const { blockNumber, rows } = await readApprovals(services, owner);
        const page = pageSortedList(
          rows,
          from === null ? null : (row) => compareApprovalKeys(row.key, from),
          count,
        );
        const connection = toConnection(
          page,
          BigInt(rows.length),
          (row) => approvalCursor(row.key),
          (row) => row.allowance,
        );
        return {
          blockNumber,
          totalCount: connection.totalCount,
          pageInfo: connection.pageInfo,
          edges: connection.edges.map(({ cursor: edgeCursor, node }) => ({
            cursor: edgeCursor,
            allowance: node,
          })),
        };
      },
    },
  },
};
