/**
 * Messages of the signer's own errors (quoted in docs/wallets.md#where-keys-live); core's cover everything
 * else.
 */
export const SIGNER_ERROR_MESSAGES = {
  NO_PENDING_WALLET: 'There is no wallet being created. Start again.',
  KEYSTORE_MISSING: 'No keystore is stored for this wallet.',
  INVALID_REQUEST: 'The signer received an invalid request.',
  SIGNER_FAILED: 'The signer failed. Try again.',
} as const;
