import { type SimulatedAsset, tokenStandardAbi } from '@fantom-wallet/core';
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, zeroAddress } from 'viem';
import type { CallOutcome } from './CallOutcome.ts';
import type { NodeCall } from './runSimulateV1.ts';

/** The read of `owner`'s holding of a token asset, as a call inside the simulated block. */
export function balanceRead(asset: SimulatedAsset, owner: Address): NodeCall {
  const to = asset.token ?? zeroAddress;
  const id = asset.tokenId ?? 0n;
  const data =
    asset.kind === 'ERC721'
      ? encodeFunctionData({ abi: tokenStandardAbi, functionName: 'ownerOf', args: [id] })
      : asset.kind === 'ERC1155'
        ? encodeFunctionData({ abi: tokenStandardAbi, functionName: 'balanceOf', args: [owner, id] })
        : encodeFunctionData({ abi: tokenStandardAbi, functionName: 'balanceOf', args: [owner] });
  return { from: zeroAddress, to, data };
}

/** The holding a read answered (an NFT counts 1 when `owner` owns it), or null when the token cannot say. */
export function readHolding(
  asset: SimulatedAsset,
  owner: Address,
  outcome: CallOutcome | undefined,
): bigint | null {
  if (outcome === undefined) return null;
  // ownerOf reverts for an id that does not exist (yet, or any more): nobody holds it.
  if (!outcome.success) return asset.kind === 'ERC721' ? 0n : null;
  try {
    if (asset.kind === 'ERC721') {
      const holder = decodeFunctionResult({
        abi: tokenStandardAbi,
        functionName: 'ownerOf',
        data: outcome.returnData,
      });
      return holder.toLowerCase() === owner.toLowerCase() ? 1n : 0n;
    }
    return decodeFunctionResult({
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          inputs: [],
          outputs: [{ type: 'uint256' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'balanceOf',
      data: outcome.returnData,
    });
  } catch {
    return null;
  }
}

/** The read of a token's total supply, as a call inside the simulated block (before the calls: the head's). */
export function totalSupplyRead(token: Address): NodeCall {
  return {
    from: zeroAddress,
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' }),
  };
}

/** The total supply a read answered, or null when the target is no token (or answered something else). */
export function readSupply(outcome: CallOutcome | undefined): bigint | null {
  if (outcome === undefined || !outcome.success) return null;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'totalSupply', data: outcome.returnData });
  } catch {
    return null;
  }
}
