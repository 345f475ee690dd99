import { ApiError } from '../../errors/ApiError.ts';

/**
 * Where a row stands in the list's order: its risk's place in `RISK_ORDER`, then the ordinal of its last change
 * (block << 20 | log index), newest first. Unique per row, since every event belongs to one token and spender.
 */
export interface ApprovalOrderKey {
  rank: number;
  ordinal: number;
}

/** Riskiest first, then the newest change. */
export function compareApprovalKeys(a: ApprovalOrderKey, b: ApprovalOrderKey): number {
  return a.rank !== b.rank ? a.rank - b.rank : b.ordinal - a.ordinal;
}

/** The cursor of a row: its order key as `rank:ordinal`, so a page can follow a row that has since gone. */
export function approvalCursor(key: ApprovalOrderKey): string {
  return `${key.rank}:${key.ordinal}`;
}

export function parseApprovalCursor(cursor: string): ApprovalOrderKey {
  const match = /^([0-2]):(\d{1,16})$/.exec(cursor);
  const ordinal = Number(match?.[2]);
  if (match === null || !Number.isSafeInteger(ordinal))
    throw new ApiError('INVALID_ARGUMENT', `invalid approvals cursor ${JSON.stringify(cursor.slice(0, 40))}`);
  return { rank: Number(match[1]), ordinal };
}
