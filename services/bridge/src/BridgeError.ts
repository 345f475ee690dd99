/**
 * The bridge's error codes (docs/bridge.md#errors); the wallet maps each to its message. 6 is never sent as a
 * code: the wallet reads 'Bridge is down' from an HTTP 500 or an unreachable bridge.
 */
export const BRIDGE_ERROR_CODES = {
  invalidEthAddress: 1,
  invalidBnbAddress: 2,
  swapFailed: 3,
  finalizeFailed: 4,
  badParameters: 5,
  bridgeDown: 6,
} as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[keyof typeof BRIDGE_ERROR_CODES];

const httpStatus: Record<BridgeErrorCode, number> = { 1: 400, 2: 400, 3: 409, 4: 409, 5: 400, 6: 500 };

/** A refusal the HTTP layer turns into `{success: false, errMessage, status}` with its code. */
export class BridgeError extends Error {
  override name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly status: number;

  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.status = httpStatus[code];
  }
}

export const badParameters = (): BridgeError =>
  new BridgeError(BRIDGE_ERROR_CODES.badParameters, 'Bad parameters');
export const bridgeDown = (cause?: unknown): BridgeError =>
  new BridgeError(BRIDGE_ERROR_CODES.bridgeDown, 'Bridge is down', { cause });
