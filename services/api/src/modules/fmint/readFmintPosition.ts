import { fantomDeFiTokenStorageArtifact, fantomMintArtifact } from '@fantom-wallet/contracts';
import { type Address, zeroAddress } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { FmintPosition } from './FmintPosition.ts';
import { readFmintAddresses } from './readFmintAddresses.ts';
import { readFmintTokens } from './readFmintTokens.ts';

const empty: FmintPosition = { collateral: [], debt: [], collateralValue: 0n, debtValue: 0n };

/**
 * An owner's collateral and debt: every registry token's balance in each pool (non-zero ones kept, in registry
 * order) and the core's valuation of both sides, all read at the same block.
 */
export function readFmintPosition(services: ApiServices, owner: Address): Promise<FmintPosition> {
  return services.fmint.positions.get(owner.toLowerCase(), async () => {
    const fmint = await readFmintAddresses(services);
    if (fmint === null) return empty;
    const tokens = await readFmintTokens(services);
    const pool = (address: Address) =>
      Promise.all(
        tokens.map((token) =>
          services.chain.readContract({
            address,
            abi: fantomDeFiTokenStorageArtifact.abi,
            functionName: 'balanceOf',
            args: [owner, token.address],
          }),
        ),
      );
    const core = { address: fmint.fantomMint, abi: fantomMintArtifact.abi } as const;
    const [collateral, debt, collateralValue, debtValue] = await Promise.all([
      pool(fmint.collateralPool),
      pool(fmint.debtPool),
      services.chain.readContract({
        ...core,
        functionName: 'collateralValueOf',
        args: [owner, zeroAddress, 0n],
      }),
      services.chain.readContract({ ...core, functionName: 'debtValueOf', args: [owner, zeroAddress, 0n] }),
    ]);
    const held = (balances: readonly bigint[]) =>
      tokens.flatMap((token, i) => {
        const balance = balances[i] ?? 0n;
        return balance > 0n ? [{ token, balance }] : [];
      });
    return { collateral: held(collateral), debt: held(debt), collateralValue, debtValue };
  });
}
