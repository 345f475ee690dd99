/**
 * An EIP-1193 error as it crosses to the page: a numeric code and a short message (docs/extension.md#site-requests).
 * Plain data: it is sent as JSON from the background to the content script and rebuilt as an Error in the page.
 */
export interface ProviderRpcError {
  code: number;
  message: string;
}

export const RPC_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The requested method is not supported by fWallet.' },
  unknownChain: { code: 4902, message: 'Unrecognized chain ID. fWallet knows only its own networks.' },
  /** wallet_addEthereumChain for a chain that is not one of the wallet's networks: fWallet adds none. */
  otherChain: { code: 4902, message: 'fWallet serves Fantom Opera networks only: it cannot add this chain.' },
  /** The site's account was taken from it (or removed) while its request was open. */
  revoked: { code: 4100, message: 'The site may no longer use this account.' },
  /** The document that asked went away (navigated, closed) before the request was answered. */
  pageGone: { code: 4900, message: 'The page that made this request was closed or left.' },
  /** Legacy eth_signTypedData (v1) for a Ledger account: the Ledger apps have no command for it. */
  ledgerCannotSignLegacyTypedData: {
    code: 4200,
    message:
      'A Ledger cannot sign typed data in the legacy form (eth_signTypedData): the site must ask with eth_signTypedData_v4.',
  },
  /** personal_sign or eth_signTypedData for an account that cannot sign in the extension (external wallets). */
  accountCannotSignMessages: {
    code: 4200,
    message: 'This account cannot sign messages in fWallet: choose a keystore account for this site.',
  },
  /** wallet_watchAsset for an NFT (ERC721, ERC1155) or another type: fWallet lists ERC-20 tokens only. */
  onlyErc20: { code: -32602, message: 'fWallet can watch ERC-20 tokens only.' },
  alreadyPending: { code: -32002, message: 'Request already pending' },
  /** Too many request windows from one site or tab in a minute, or too many bytes of open requests. */
  limitExceeded: { code: -32005, message: 'Request limit exceeded' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
  internal: { code: -32603, message: 'Internal error.' },
} as const satisfies Record<string, ProviderRpcError>;

/** Thrown inside the background to answer a site with `error`. */
export class SiteRequestError extends Error {
  readonly code: number;
  constructor(error: ProviderRpcError, message: string = error.message) {
    super(message);
    this.name = 'SiteRequestError';
    this.code = error.code;
  }

  toJSON(): ProviderRpcError {
    return { code: this.code, message: this.message };
  }
}
