/** How a wallet signs: a keystore in the signer worker, or an external wallet. */
export const ACCOUNT_TYPES = ['keystore', 'ledger', 'metamask', 'coinbase', 'walletconnect'] as const;
