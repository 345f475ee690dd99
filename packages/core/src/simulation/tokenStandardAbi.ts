import { erc20Abi, erc721Abi, parseAbi } from 'viem';
import { erc20AllowanceChangeAbi } from '../tx/abi/erc20AllowanceChangeAbi.ts';

/** ERC-1155's functions (viem ships ERC-20 and ERC-721 but not this one). */
const erc1155Abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

/** The token standards' functions and errors, so their calls are named on any contract. */
export const tokenStandardAbi = [
  ...erc20Abi,
  ...erc20AllowanceChangeAbi,
  ...erc721Abi,
  ...erc1155Abi,
] as const;
