/** A request to an EIP-1193 provider. */
export interface Eip1193Request {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

/**
 * What the wallet needs of an EIP-1193 provider (an injected wallet, WalletConnect's or Coinbase's): requests,
 * and the events that say its accounts or chain changed.
 */
export interface Eip1193Provider {
  request(args: Eip1193Request): Promise<unknown>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}
