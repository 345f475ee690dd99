/**
 * docs/transactions.md#verification: a transaction's status 0 is an error, 1 a success, anything else (null
 * too) pending.
 */
export function transactionStatus(
  status: string | number | bigint | null | undefined,
): 'error' | 'success' | 'pending' {
  if (status === null || status === undefined) return 'pending';
  const text = String(status).trim().toLowerCase();
  if (text === '0' || text === '0x0') return 'error';
  if (text === '1' || text === '0x1') return 'success';
  return 'pending';
}
