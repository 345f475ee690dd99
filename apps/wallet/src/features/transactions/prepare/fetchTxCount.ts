import { accountNonce, type RequestSender, request } from '@fantom-wallet/api-client';

/**
 * The API's confirmed transaction count of `address`, one input of the nonce rule
 * (docs/transactions.md#nonces).
 */
export async function fetchTxCount(
  transport: RequestSender,
  address: `0x${string}`,
  signal?: AbortSignal,
): Promise<number> {
  const data = await request(transport, accountNonce, { address }, signal);
  return Number(data.account.txCount);
}
