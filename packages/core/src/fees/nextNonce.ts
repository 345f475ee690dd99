/**
 * docs/transactions.md#nonces: nonce = max(the API's txCount for the address, 1 + the last nonce this wallet
 * sent for it). The API counts confirmed transactions only, so this keeps two quick sends apart.
 */
export function nextNonce(apiTxCount: bigint | number, lastSentNonce?: bigint | number): number {
  const confirmed = Number(apiTxCount);
  if (lastSentNonce === undefined) return confirmed;
  const next = Number(lastSentNonce) + 1;
  return Math.max(next, confirmed);
}
