/** docs/storage.md#accounts-store: 'Wallet N', N = the number of wallets plus one. */
export function defaultWalletName(walletCount: number): string {
  return `Wallet ${walletCount + 1}`;
}
