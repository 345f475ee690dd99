/** m/44'/60'/0'/0/N: N = 0 is the default; restore lets the user pick N (docs/wallets.md#derivation-path). */
export function derivationPath(accountIndex = 0): `m/44'/60'/0'/0/${number}` {
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= 2 ** 31) {
    throw new RangeError(`Account index must be an integer from 0 to 2^31 - 1, got ${accountIndex}`);
  }
  return `m/44'/60'/0'/0/${accountIndex}`;
}
