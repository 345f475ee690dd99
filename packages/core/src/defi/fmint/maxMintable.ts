import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { amountForValue } from './tokenValue.ts';

/**
 * docs/fmint.md#max-mintable: the value that may still be minted, collateral value ÷ minimum ratio − debt value
 * (never below 0), rounded down so that minting it keeps the account at the minimum ratio.
 */
export function maxMintableValue(collateralValue: bigint, debtValue: bigint, minRatioBps: bigint): bigint {
  if (minRatioBps <= 0n) return 0n;
  const allowed = (collateralValue * BASIS_POINTS) / minRatioBps;
  return allowed > debtValue ? allowed - debtValue : 0n;
}

/** The same as an amount of the synth to mint, at its price. */
export function maxMintable(
  collateralValue: bigint,
  debtValue: bigint,
  minRatioBps: bigint,
  synth: { price: bigint; priceDecimals: number },
): bigint {
  return amountForValue(
    maxMintableValue(collateralValue, debtValue, minRatioBps),
    synth.price,
    synth.priceDecimals,
  );
}
