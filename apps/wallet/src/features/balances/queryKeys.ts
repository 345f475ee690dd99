/** Every query key of the app, made in one place so invalidation is never guesswork (STYLE.md). */
export const queryKeys = {
  walletBalances: (network: string, addresses: readonly string[]) =>
    ['walletBalances', network, ...addresses] as const,
  price: (network: string, currency: string) => ['price', network, currency] as const,
  all: (network: string) => [network] as const,
};
