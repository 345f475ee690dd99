// The signer boundary: the only place where mnemonics, private keys and passwords are handled after the user
// typed them. It runs in a Web Worker (signer.worker.ts) and the UI reaches it through comlink
// (signerClient.ts). Every request is validated with zod on receipt. Nothing here is ever logged.
import type {
  Address,
  Hex,
  KeystoreV3,
  PreparedTransaction,
  SiteSignatureRequest,
} from '@fantom-wallet/core';

/** What a restore or create returns to the UI: never a key or a mnemonic. */
export interface StoredWalletResult {
  address: Address;
  /** The encrypted keystore, e.g. for the user to download. Already saved in IndexedDB when returned by a restore. */
  keystore: KeystoreV3;
  /** True when the secret is a well-known public development key or mnemonic (the app warns). */
  wellKnown: boolean;
}

export interface SignerApi {
  /**
   * Create flow, step 1: makes a 24-word mnemonic and its keystore (N=262144) and keeps them pending in the
   * worker. Nothing is saved yet.
   */
  beginCreate(password: string): Promise<{ address: Address; keystore: KeystoreV3 }>;
  /** Create flow, step 2: the pending mnemonic's words, for display only. */
  pendingMnemonic(): Promise<string[]>;
  /**
   * Create flow, step 3: checks the user's word order; on success saves the keystore and clears the pending
   * secrets. Throws a core error with 'Incorrect mnemonic phrase order.' otherwise.
   */
  confirmCreate(words: string[]): Promise<StoredWalletResult>;
  /** Drops every pending secret (closing the create window). */
  cancelCreate(): Promise<void>;

  /** Restore flows: each derives/decrypts, refuses an address in `existing`, then saves the keystore. */
  restoreFromMnemonic(input: {
    phrase: string;
    accountIndex: number;
    password: string;
    existing: Address[];
  }): Promise<StoredWalletResult>;
  restoreFromPrivateKey(input: {
    privateKey: string;
    password: string;
    existing: Address[];
  }): Promise<StoredWalletResult>;
  restoreFromKeystore(input: {
    json: string;
    password: string;
    existing: Address[];
  }): Promise<StoredWalletResult>;

  /** Reads a stored keystore (encrypted) for download. */
  keystoreOf(address: Address): Promise<KeystoreV3 | null>;
  /** Removes a stored keystore (wallet removal). */
  removeKeystore(address: Address): Promise<void>;

  /**
   * Signs a prepared legacy EIP-155 transaction with the keystore of `address`. `password` may be omitted while
   * a password remembered for the same `scope` is valid (30 s, one use by default); without a scope it is always
   * needed. `remember` keeps the given password for later signings of this `scope` only (it needs one). Throws
   * 'Bad keystore file or password.' on a wrong password and the address-mismatch message when the keystore's
   * key is for another address.
   */
  signTransaction(input: {
    address: Address;
    transaction: PreparedTransaction;
    password?: string;
    /** The run of a flow this signing belongs to (a random id): remembered passwords never cross scopes. */
    scope?: string;
    remember?: { seconds: number; uses: number };
  }): Promise<Hex>;
  /**
   * Signs a site's message or typed data (personal_sign, eth_signTypedData v1/v3/v4) with the keystore of
   * `address`, under signTransaction's password rule. Never an arbitrary hash: the signer hashes what it is shown.
   */
  signSiteRequest(input: {
    address: Address;
    request: SiteSignatureRequest;
    password?: string;
    scope?: string;
  }): Promise<Hex>;
  /** Whether signing for `address` in `scope` can go without a password right now. */
  hasRememberedPassword(address: Address, scope: string): Promise<boolean>;
  forgetPasswords(): Promise<void>;
}
