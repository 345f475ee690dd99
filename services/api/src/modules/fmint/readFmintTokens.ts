import { fantomMintTokenRegistryArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { DefiTokenModel } from './models/DefiTokenModel.ts';
import { readFmintAddresses } from './readFmintAddresses.ts';

/** Every token of fMint's registry (active or not), in registry order; empty without fMint. */
export function readFmintTokens(services: ApiServices): Promise<DefiTokenModel[]> {
  return services.fmint.tokens.get('tokens', async () => {
    const fmint = await readFmintAddresses(services);
    if (fmint === null) return [];
    const registry = { address: fmint.tokenRegistry, abi: fantomMintTokenRegistryArtifact.abi } as const;
    const count = await services.chain.readContract({ ...registry, functionName: 'tokensCount' });
    const listed = await Promise.all(
      Array.from({ length: Number(count) }, (_, i) =>
        services.chain.readContract({ ...registry, functionName: 'tokensList', args: [BigInt(i)] }),
      ),
    );
    const addresses = [...new Set(listed.map((a) => a.toLowerCase() as Address))];
    const entries = await Promise.all(
      addresses.map((address) =>
        services.chain.readContract({ ...registry, functionName: 'tokens', args: [address] }),
      ),
    );
    return addresses.map((address, i) => {
      const [, name, symbol, decimals, logoUrl, , priceDecimals, isActive, canDeposit, canMint] = entries[
        i
      ] as (typeof entries)[number];
      return { address, name, symbol, decimals, logoUrl, priceDecimals, isActive, canDeposit, canMint };
    });
  });
}
