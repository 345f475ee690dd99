import { decodeFunctionData, type Hex, parseAbi } from 'viem';

/** The fMint, reward and ERC-20 functions the plans call, to read their calls back in tests. */
const abi = parseAbi([
  'function mustDeposit(address token, uint256 amount)',
  'function mustWithdraw(address token, uint256 amount)',
  'function mustMint(address token, uint256 amount)',
  'function mustMintMax(address token, uint256 ratio)',
  'function mustRepay(address token, uint256 amount)',
  'function mustRepayMax(address token)',
  'function mustRewardClaim()',
  'function mustRewardPush()',
  'function increaseAllowance(address spender, uint256 addedValue)',
]);

/** A step's call as its function's name and arguments. */
export function decodeFmintCall(call: { data: Hex } | null | undefined) {
  const decoded = decodeFunctionData({ abi, data: call?.data ?? '0x' });
  return { name: decoded.functionName, args: decoded.args ?? [] };
}
