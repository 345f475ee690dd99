import type { PageSlice } from './PageWindow.ts';

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  totalCount: bigint;
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean };
}

/** `pageInfo.first`/`last` are the cursors of this page's first and last edge (null for an empty page). */
export function toConnection<Row, Node>(
  slice: PageSlice<Row>,
  totalCount: bigint,
  cursorOf: (row: Row) => string,
  nodeOf: (row: Row) => Node,
): Connection<Node> {
  const edges = slice.items.map((row) => ({ cursor: cursorOf(row), node: nodeOf(row) }));
  return {
    edges,
    totalCount,
    pageInfo: {
      first: edges[0]?.cursor ?? null,
      last: edges.at(-1)?.cursor ?? null,
      hasNext: slice.hasNext,
      hasPrevious: slice.hasPrevious,
    },
  };
}
