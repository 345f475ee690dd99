const HOUR = 3_600;
const DAY = 86_400;

/** Eight weeks of Uniswap trading, so the pair charts have data at every span (1W, 1M, All) and resolution. */
export const tradingWeeks = 8;
/**
 * Chain time the present-day seeds use: the staking seed's hour of rewards, fMint's reward pushes (about 1.7 h)
 * and some seconds per block, with room to spare; the chain is moved to the wall clock after them.
 */
export const presentSeconds = 3 * HOUR;

export interface SeedTimeline {
  /** The fresh chain's genesis: anvil starts with this timestamp and the contracts are deployed at it. */
  genesis: number;
  /** The trading walk's first and last possible block. */
  tradingStart: number;
  tradingEnd: number;
  /** Where the present-day seeds (staking, fMint, governance) begin; they end before `now`. */
  presentStart: number;
  now: number;
}

/**
 * The seed's back-dated timeline, in unix seconds (services/devnet/README.md#the-seeds-timeline): a fresh chain
 * starts eight weeks and some hours in the past, so that the contracts are deployed then and trading can be
 * replayed at its own times; the seeds whose state must be fresh (staking locks and withdrawal requests, fMint
 * rewards, governance voting windows) run in the last few hours, and the chain ends at real time.
 */
export function seedTimeline(nowMs: number = Date.now()): SeedTimeline {
  const now = Math.floor(nowMs / 1000);
  const presentStart = now - presentSeconds;
  const tradingEnd = presentStart - 5 * 60;
  const tradingStart = tradingEnd - tradingWeeks * 7 * DAY;
  return { genesis: tradingStart - HOUR, tradingStart, tradingEnd, presentStart, now };
}
