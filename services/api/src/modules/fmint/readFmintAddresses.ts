import { fantomMintAddressProviderArtifact } from '@fantom-wallet/contracts';
import { type Address, BaseError, ContractFunctionZeroDataError, stringToHex, zeroAddress } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { FmintAddresses } from './FmintAddresses.ts';

// The provider's keys: right-padded ASCII bytes32, as on Opera.
const keys = {
  fantomMint: 'fantom_mint',
  collateralPool: 'collateral_pool',
  debtPool: 'debt_pool',
  tokenRegistry: 'token_registry',
  priceOracle: 'price_oracle_proxy',
  rewardDistribution: 'reward_distribution',
} as const;

/**
 * fMint's parts as its address provider knows them now (the public API resolves them there too), with any
 * address the API was configured with taking precedence; null when the network has no fMint (no provider
 * configured, no code there, or no core registered), so the DeFi fields answer empty like the public API does.
 * Cached per block: the provider's owner may point a key elsewhere.
 */
export function readFmintAddresses(services: ApiServices): Promise<FmintAddresses | null> {
  return services.fmint.addresses.get('addresses', async () => {
    const { defi, contracts } = services.config;
    const provider = defi.fMintAddressProvider ?? contracts.fMintAddressProvider;
    if (provider === undefined) return null;
    const lookup = (key: string): Promise<Address> =>
      services.chain
        .readContract({
          address: provider,
          abi: fantomMintAddressProviderArtifact.abi,
          functionName: 'getAddress',
          args: [stringToHex(key, { size: 32 })],
        })
        .then((address) => address.toLowerCase() as Address);
    let found: Address[];
    try {
      found = await Promise.all(Object.values(keys).map(lookup));
    } catch (error) {
      // A provider address without the contract answers no data: the network has no fMint.
      if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError))
        return null;
      throw error;
    }
    const [fantomMint, collateralPool, debtPool, tokenRegistry, priceOracle, rewardDistribution] = found as [
      Address,
      Address,
      Address,
      Address,
      Address,
      Address,
    ];
    if (fantomMint === zeroAddress && defi.fMint === undefined) return null;
    return {
      addressProvider: provider,
      fantomMint: defi.fMint ?? fantomMint,
      collateralPool: defi.fMintCollateralPool ?? collateralPool,
      debtPool: defi.fMintDebtPool ?? debtPool,
      tokenRegistry: defi.fMintTokenRegistry ?? tokenRegistry,
      priceOracle: defi.priceOracleAggregate ?? priceOracle,
      rewardDistribution: defi.fMintRewardDistribution ?? rewardDistribution,
    };
  });
}
