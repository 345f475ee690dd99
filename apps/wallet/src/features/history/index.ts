// Public API of the account history feature (the page itself is loaded lazily by the router).
export type { Erc20Asset } from './Erc20Asset.ts';
export { erc20AssetsQuery, useErc20Assets } from './useErc20Assets.ts';
