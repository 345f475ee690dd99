// The signer seam: one interface for every kind of account (signers/<kind>/), reached through SignersContext.

export { createKeystoreSigner } from './keystore/createKeystoreSigner.ts';
export { lazyLedgerSigner } from './lazyLedgerSigner.ts';
export type {
  ConfirmationRequest,
  ExternalWalletBlock,
  SendOptions,
  SentByTransaction,
  Signer,
} from './Signer.ts';
export { isUserRejection, SignerRejectedError, USER_REJECTED_CODE } from './SignerRejectedError.ts';
export type { Signers } from './Signers.ts';
export { SignersContext } from './SignersContext.ts';
export { unavailableSigner } from './unavailableSigner.ts';
export { useKeystoreVault, useSigner } from './useSigners.ts';
