/** An ERC-20 token the account holds (docs/account.md#assets-tab), amounts in the token's smallest unit. */
export interface Erc20Asset {
  address: `0x${string}`;
  name: string;
  symbol: string;
  decimals: number;
  balance: bigint;
}
