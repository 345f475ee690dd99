/** The bridge's numbers (docs/bridge.md#finalising). */
export const BRIDGE = {
  /** Wait between finalize attempts. */
  finalizeIntervalMs: 3000,
  /** Attempts before a request is marked failed (it stays, with a Retry). */
  finalizeAttempts: 50,
  /** A bridge request without an answer by then is 'Bridge is down' (a hung bridge never stalls the wallet). */
  requestTimeoutMs: 20_000,
} as const;

/** Where a send goes: Opera itself (the default, never remembered) or out through the bridge. */
export const SEND_DIRECTIONS = ['OperaToOpera', 'OperaToBinance', 'OperaToEthereum'] as const;
export type SendDirection = (typeof SEND_DIRECTIONS)[number];
export type BridgeDirection = Exclude<SendDirection, 'OperaToOpera'>;

export function isBridgeDirection(direction: SendDirection): direction is BridgeDirection {
  return direction !== 'OperaToOpera';
}
