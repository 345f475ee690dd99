import type { Address, Hash, PreparedTransaction } from '@fantom-wallet/core';

/**
 * What keeps an external wallet from signing right now: it is not connected, it is on another chain than the
 * active network's (`chainId`), or another account than the one confirming (`address`) is selected in it.
 */
export type ExternalWalletBlock =
  | { reason: 'disconnected' }
  | { reason: 'chain'; chainId: number }
  | { reason: 'account'; address: Address };

/**
 * What the confirmation must ask before a signer can send: the wallet password (keystore), a confirmation on the
 * device (Ledger), a confirmation in the external wallet (injected, WalletConnect, Coinbase), nothing (the test
 * fake), or why this account cannot sign here.
 */
export type ConfirmationRequest =
  | {
      kind: 'password' /** The signer still holds the password from an earlier step (30 s). */;
      remembered: boolean;
    }
  | { kind: 'device'; device: string }
  | {
      kind: 'external';
      /** The wallet's name ('Metamask', an EIP-6963 wallet's own name, 'Coinbase Wallet', 'WalletConnect'). */
      wallet: string;
      /** Which account type's notices to show. */
      walletType: 'injected' | 'walletconnect' | 'coinbase';
      /** Absent: the wallet is ready, the user confirms in it. */
      blocked?: ExternalWalletBlock;
    }
  | { kind: 'none' }
  | { kind: 'unavailable'; reason: string };

export interface SendOptions {
  /** Keystore accounts: the password typed in the confirmation; omitted while the signer remembers one. */
  password?: string;
  /**
   * Keystore accounts: the run of a flow this send belongs to (a random id). A password remembered in it serves
   * only its later steps; without a scope the password is always asked (docs/transactions.md#remembered-password).
   */
  passwordScope?: string;
  /** Keep the password for the flow's next steps (30 s, one use per step, this scope only); it never leaves the signer. */
  remember?: { seconds: number; uses: number };
  /**
   * Signers that broadcast themselves (keystore, Ledger): called with the signed transaction's hash before it is
   * broadcast. If it rejects, nothing is broadcast (the extension records the hash for the site first).
   */
  beforeBroadcast?: (hash: Hash) => Promise<void>;
}

/** What the confirmation is for, when it asks the signer what it needs. */
export interface ConfirmationOptions {
  /** The run of a flow asking (SendOptions.passwordScope): a password remembered in it needs no typing. */
  passwordScope?: string | undefined;
}

/** A transaction the signer signed and handed to the network. */
export interface SentByTransaction {
  hash: Hash;
  /** The nonce it was signed with (recorded, so the next send takes the one after). */
  nonce: number;
}

/**
 * One account's way to sign and send: the seam every flow sends through, whatever kind of account it is. Each
 * kind lives in its own folder (keystore/, fake/; Ledger and external wallets come next). Keys, mnemonics and
 * passwords stay behind it. Failures throw: `SignerRejectedError` when the user refused, a core error with
 * its code (e.g. 'KEYSTORE_BAD_PASSWORD', 'PASSWORD_REQUIRED') or the network's refusal otherwise.
 */
export interface Signer {
  /** What the confirmation must ask right now (it can change, e.g. once a remembered password expires). */
  confirmation(options?: ConfirmationOptions): Promise<ConfirmationRequest>;
  /** Signs `prepared` and sends it to the network. */
  send(prepared: PreparedTransaction, options?: SendOptions): Promise<SentByTransaction>;
  /**
   * External wallets: calls `listener` whenever what the confirmation must ask may have changed (the wallet's
   * account or chain changed, it connected or disconnected); returns the unsubscribe.
   */
  watchConfirmation?(listener: () => void): () => void;
  /** External wallets: asks the wallet to clear the block (connect, or switch to the chain, adding it if unknown). */
  resolveBlock?(): Promise<void>;
}
