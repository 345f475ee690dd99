import { erc20Abi, erc721Abi, parseAbi } from 'viem';

/** ERC-1155's functions (viem ships ERC-20 and ERC-721 but not this one). */
const erc1155Abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

/** The allowance changes of OpenZeppelin 2–4 ERC-20s, which Fantom's tokens keep and the wallet's Allow steps send. */
const allowanceChangeAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
]);

/** The token standards' functions and errors, so their calls are named on any contract. */
export const tokenStandardAbi = [...erc20Abi, ...allowanceChangeAbi, ...erc721Abi, ...erc1155Abi] as const;
