/** The words of bridge sends (docs/bridge.md#messages). */
export const BRIDGE_MESSAGES = {
  bridgeDown: 'Bridge is down',
  badUrl: "Can't parse api url path.",
  youWillReceive: (amount: string, symbol: string) => `You will receive ${amount} ${symbol}`,
  feeNotice: (fee: string, symbol: string) =>
    `All bridge transactions incur a fee of ${fee} ${symbol}, deducted from the transfer amount.`,
  attempt: (n: number, of: number) => `attempt ${n} of ${of}`,
  // our wording
  noBridgeOnNetwork:
    'Bridge transfers need the bridge of the local stack: mainnet and testnet have no bridge configured.',
  /** The bridge's error codes, with the server's own message where it sends one. */
  codes: {
    1: 'Ethereum address is invalid',
    2: 'Binance address is invalid',
    3: 'Swap request failed',
    4: 'Finalize swap failed',
    5: 'Bad parameters',
    6: 'Bridge is down',
  },
} as const;

export type BridgeErrorCode = keyof typeof BRIDGE_MESSAGES.codes;
