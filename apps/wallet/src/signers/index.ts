// The signer seam: one interface for every kind of account (signers/<kind>/), reached through SignersContext. The
// features import signers only through this file (biome.json). A re-export costs an importer only what it uses (the
// app's modules are free of side effects: package.json), and the heavy code (the wallet SDKs, wallet discovery, the
// Ledger signer) loads with import() behind its export.

export { type CoinbaseProvider, loadCoinbaseProvider } from './coinbase/coinbaseSession.ts';
export { endExternalSession } from './endExternalSession.ts';
export { addChainParameters } from './external/addChainParameters.ts';
export type { Eip1193Provider } from './external/Eip1193Provider.ts';
export { PROVIDER_CODES, providerCode, toProviderError } from './external/providerError.ts';
export type { InjectedWallet } from './injected/InjectedWallet.ts';
export { createKeystoreSigner } from './keystore/createKeystoreSigner.ts';
export type { StoredWalletResult } from './keystore/worker/SignerApi.ts';
export { lazyInjectedWallets } from './lazyInjectedWallets.ts';
export { lazyLedgerSigner, signSiteRequestWithLedger } from './lazyLedgerSigner.ts';
// The Ledger helpers the picker and Verify on Ledger use; those screens are lazy, so this stays out of the first load.
export {
  hasUserGesture,
  isLedgerLocked,
  isLedgerUnsupported,
  LEDGER_FAILURE,
  LEDGER_MESSAGES,
  type LedgerAddress,
  type LedgerApp,
  type LedgerConnect,
  LedgerStatusError,
  ledgerErrorMessage,
  listLedgerAddresses,
  pathText,
  verifyLedgerAddress,
} from './ledger/index.ts';
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
export { useKeystoreVaultOnDemand } from './useKeystoreVaultOnDemand.ts';
export { useKeystoreVault, useSigner } from './useSigners.ts';
export {
  connectWalletConnect,
  disconnectWalletConnect,
  loadWalletConnectProvider,
  NOT_CONFIGURED,
} from './walletconnect/walletConnectSession.ts';
export { walletConnectSettings } from './walletconnect/walletConnectSettings.ts';
export { cancelWalletConnect, useWalletConnectStore } from './walletconnect/walletConnectStore.ts';
