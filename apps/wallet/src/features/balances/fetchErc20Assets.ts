import { erc20Assets, type RequestSender, request } from '@fantom-wallet/api-client';
import type { Erc20Asset } from './Erc20Asset.ts';
import { toErc20Assets } from './toErc20Assets.ts';

/** How many tokens the Assets tab asks for; far above what an account holds in practice. */
export const ERC20_ASSETS_COUNT = 200;

/** The account's ERC-20 tokens with a positive balance (docs/account.md#assets-tab), in the API's order. */
export async function fetchErc20Assets(
  transport: RequestSender,
  owner: `0x${string}`,
  signal?: AbortSignal,
): Promise<Erc20Asset[]> {
  const data = await request(transport, erc20Assets, { owner, count: ERC20_ASSETS_COUNT }, signal);
  return toErc20Assets(data.erc20Assets);
}
