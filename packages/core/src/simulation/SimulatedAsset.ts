import type { Address } from '../types/Address.ts';

/** One asset whose balance a simulation can change: FTM, an ERC-20, or one id of an ERC-721 or ERC-1155. */
export interface SimulatedAsset {
  kind: 'FTM' | 'ERC20' | 'ERC721' | 'ERC1155';
  /** The token contract, lowercase; null for FTM. */
  token: Address | null;
  /** The id of an NFT or an ERC-1155 item; null for FTM and ERC-20. */
  tokenId: bigint | null;
}

/** A stable key of an asset, to net changes and cache reads by. */
export const assetKey = (asset: SimulatedAsset): string =>
  `${asset.kind}:${asset.token ?? ''}:${asset.tokenId?.toString() ?? ''}`;
