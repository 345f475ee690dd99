/** Amounts from 2^255 up are "infinite" allowances in practice (type(uint256).max and the like). */
export const UNLIMITED_APPROVAL_FLOOR = 2n ** 255n;

/**
 * Whether an allowance lets the spender take every token the owner could ever hold: at least 2^255, or more
 * than the token's whole supply (docs/simulation.md#approvals). An unknown supply decides nothing.
 */
export function isUnlimitedApproval(amount: bigint, totalSupply: bigint | null): boolean {
  return amount >= UNLIMITED_APPROVAL_FLOOR || (totalSupply !== null && amount > totalSupply);
}
