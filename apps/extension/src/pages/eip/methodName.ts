/** Calls a site commonly asks for, by their 4-byte selector: shown by name in the transaction window. */
const KNOWN_METHODS: Record<string, string> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
  '0xd0e30db0': 'deposit()',
  '0x2e1a7d4d': 'withdraw(uint256)',
};

/** The method a call's data starts with, when fWallet knows it; undefined for a plain transfer or an unknown call. */
export function methodName(data: string | undefined): string | undefined {
  if (!data || data.length < 10) return undefined;
  return KNOWN_METHODS[data.slice(0, 10).toLowerCase()];
}
