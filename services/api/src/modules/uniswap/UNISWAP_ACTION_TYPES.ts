/**
 * `UniswapAction.type` as the public API documents it: 0 swap, 1 add (the pair's Mint), 2 remove (Burn). Sync
 * events are never actions. The public server's own numbering differs (services/api/README.md#public-api-quirks-we-do-not-copy).
 */
export const UNISWAP_ACTION_TYPES = { swap: 0, add: 1, remove: 2 } as const;

export type UniswapActionType = (typeof UNISWAP_ACTION_TYPES)[keyof typeof UNISWAP_ACTION_TYPES];
