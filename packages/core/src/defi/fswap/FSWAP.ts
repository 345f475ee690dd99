import { WEI_PER_FTM } from '../../amounts/WEI_PER_FTM.ts';

/** fSwap's constants (docs/fswap.md#numbers). Percentages are basis points (50n = 0.5 %). */
export const FSWAP = {
  /** The native coin as a token of the form: it is not a contract; the address only names it. */
  ftmAddress: '0xFC00FACE00000000000000000000000000000000',
  ftmDecimals: 18,
  /** Kept back when selling FTM, for gas: 2 FTM. */
  ftmReserve: 2n * WEI_PER_FTM,
  /** Kept back when selling FUSD: 0.5 %. */
  fusdReserveBps: 50n,
  /** The router may take 5 % more than the amount sold. */
  allowanceMarginBps: 500n,
  /** And another 0.5 % when FUSD is sold. */
  fusdAllowanceExtraBps: 50n,
  /** The price line's fraction digits. */
  priceDigits: 4,
} as const;
