/**
 * Where FTM prices come from: a fixed table (symbol → price) or a function the host provides (the devnet
 * can serve a mock). There is no internet here, so never a third-party service.
 */
export type PriceSource =
  | Readonly<Record<string, number>>
  | (() => Readonly<Record<string, number>> | Promise<Readonly<Record<string, number>>>);
