import { fantomDeFiTokenStorageArtifact, fantomMintPriceOracleArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readFmintAddresses } from './readFmintAddresses.ts';
import { zeroOnContractFailure } from './zeroOnContractFailure.ts';

export type FmintAmount = 'price' | 'totalDeposit' | 'totalDebt';

/**
 * A token's oracle price (in units of 10^-priceDecimals USD), or its total in the collateral or the debt pool;
 * 0 without fMint or for a token fMint does not know, as the public API answers these fields.
 */
export function readFmintAmount(services: ApiServices, what: FmintAmount, token: Address): Promise<bigint> {
  return services.fmint.amounts.get(`${what}:${token.toLowerCase()}`, async () => {
    const fmint = await readFmintAddresses(services);
    if (fmint === null) return 0n;
    const read =
      what === 'price'
        ? services.chain.readContract({
            address: fmint.priceOracle,
            abi: fantomMintPriceOracleArtifact.abi,
            functionName: 'getPrice',
            args: [token],
          })
        : services.chain.readContract({
            address: what === 'totalDeposit' ? fmint.collateralPool : fmint.debtPool,
            abi: fantomDeFiTokenStorageArtifact.abi,
            functionName: 'totalBalance',
            args: [token],
          });
    return zeroOnContractFailure(read);
  });
}
