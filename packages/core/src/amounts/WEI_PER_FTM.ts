/** docs/account.md#amounts-and-prices: 1 FTM = 10^18 wei. */
export const WEI_PER_FTM = 10n ** 18n;
