// The signer seam: one interface for every kind of account (signers/<kind>/), reached through SignersContext.
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
export { useKeystoreVault, useSigner } from './useSigners.ts';
