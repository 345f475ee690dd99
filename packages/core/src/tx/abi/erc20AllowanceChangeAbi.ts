import { parseAbi } from 'viem';

/**
 * The allowance changes of OpenZeppelin 2–4 ERC-20s, which Fantom's tokens keep (viem's `erc20Abi` lacks them): the
 * wallet's Allow steps send `increaseAllowance`, and the simulation names both.
 */
export const erc20AllowanceChangeAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
]);
