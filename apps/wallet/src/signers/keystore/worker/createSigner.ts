import type { Address, DerivedAccount, EncryptKeystoreOptions, KeystoreV3 } from '@fantom-wallet/core';
import {
  accountFromMnemonic,
  accountFromPrivateKey,
  decryptKeystore,
  encryptKeystore,
  findWellKnownSecret,
  generateMnemonic,
  MESSAGES,
  signTransaction,
  ValidationError,
  validatePassword,
  validatePasswordPresent,
  WalletError,
} from '@fantom-wallet/core';
import type { KeystoreDb } from '../../../storage/keystores/keystoreDb.ts';
import { SIGNER_ERROR_MESSAGES } from './SIGNER_ERROR_MESSAGES.ts';
import type { SignerApi, StoredWalletResult } from './SignerApi.ts';

export interface SignerDependencies {
  db: KeystoreDb;
  /** scrypt cost of keystores the signer writes; the default (N=262144) except in tests. */
  scrypt?: EncryptKeystoreOptions['scrypt'];
  now?: () => number;
}

interface PendingCreate {
  words: string[];
  address: Address;
  keystore: KeystoreV3;
}

interface RememberedPassword {
  password: string;
  expiresAt: number;
  usesLeft: number;
  timer: ReturnType<typeof setTimeout>;
}

function assertValid<T>(result: { ok: true; value: T } | { ok: false; error: ValidationError }): T {
  if (!result.ok) throw result.error;
  return result.value;
}

function refuseDuplicate(address: Address, existing: readonly Address[]): void {
  const lower = address.toLowerCase();
  if (existing.some((a) => a.toLowerCase() === lower)) {
    throw new ValidationError('DUPLICATE_ACCOUNT', MESSAGES.duplicateAccount);
  }
}

/**
 * The signer (SignerApi) as a plain object: runs in the Web Worker, and in Node for tests. Secrets live only
 * in this closure: the pending create wallet until it is confirmed or cancelled, and remembered passwords
 * until they expire or are used up. Errors are core's (WalletError with a documented message and code) and
 * never contain a secret.
 */
export function createSigner({ db, scrypt, now = Date.now }: SignerDependencies): SignerApi {
  let pending: PendingCreate | undefined;
  const remembered = new Map<string, RememberedPassword>();
  const encryptOptions: EncryptKeystoreOptions = scrypt ? { scrypt } : {};

  function forget(address: string): void {
    const entry = remembered.get(address.toLowerCase());
    if (entry) clearTimeout(entry.timer);
    remembered.delete(address.toLowerCase());
  }

  function remember(address: string, password: string, { seconds, uses }: { seconds: number; uses: number }) {
    forget(address);
    // The timer drops the password from memory on time even if nothing asks for it again.
    const timer = setTimeout(() => forget(address), seconds * 1000);
    remembered.set(address.toLowerCase(), {
      password,
      expiresAt: now() + seconds * 1000,
      usesLeft: uses,
      timer,
    });
  }

  function validRemembered(address: string): RememberedPassword | undefined {
    const entry = remembered.get(address.toLowerCase());
    if (entry && (entry.expiresAt <= now() || entry.usesLeft <= 0)) {
      forget(address);
      return undefined;
    }
    return entry;
  }

  /** Takes one use synchronously, so two concurrent signings cannot both spend a single-use password. */
  function takeRemembered(address: string): string | undefined {
    const entry = validRemembered(address);
    if (!entry) return undefined;
    entry.usesLeft -= 1;
    if (entry.usesLeft <= 0) forget(address);
    return entry.password;
  }

  async function store(
    account: DerivedAccount,
    password: string,
    mnemonic?: string,
  ): Promise<StoredWalletResult> {
    const keystore = await encryptKeystore(account.privateKey, password, encryptOptions);
    await db.put(account.address, keystore);
    const restored =
      mnemonic === undefined ? { address: account.address } : { address: account.address, mnemonic };
    return { address: account.address, keystore, wellKnown: findWellKnownSecret(restored, 0) !== undefined };
  }

  return {
    async beginCreate(password) {
      assertValid(validatePassword(password));
      pending = undefined;
      const mnemonic = generateMnemonic();
      const account = accountFromMnemonic(mnemonic, 0);
      const keystore = await encryptKeystore(account.privateKey, password, encryptOptions);
      // Only what the next steps need stays: the words to show and check, and the encrypted keystore.
      pending = { words: mnemonic.split(' '), address: account.address, keystore };
      return { address: account.address, keystore };
    },

    async pendingMnemonic() {
      if (!pending) throw new WalletError('NO_PENDING_WALLET', SIGNER_ERROR_MESSAGES.NO_PENDING_WALLET);
      return [...pending.words];
    },

    async confirmCreate(words) {
      const current = pending;
      if (!current) throw new WalletError('NO_PENDING_WALLET', SIGNER_ERROR_MESSAGES.NO_PENDING_WALLET);
      const matches = words.length === current.words.length && words.every((w, i) => w === current.words[i]);
      // A wrong order keeps the pending wallet so the user can try again
      // (docs/wallets.md#phrase-verification).
      if (!matches) throw new ValidationError('MNEMONIC_ORDER', MESSAGES.wrongMnemonicOrder);
      await db.put(current.address, current.keystore);
      pending = undefined;
      return { address: current.address, keystore: current.keystore, wellKnown: false };
    },

    async cancelCreate() {
      pending = undefined;
    },

    async restoreFromMnemonic({ phrase, accountIndex, password, existing }) {
      assertValid(validatePassword(password));
      const account = accountFromMnemonic(phrase, accountIndex);
      refuseDuplicate(account.address, existing);
      return store(account, password, phrase);
    },

    async restoreFromPrivateKey({ privateKey, password, existing }) {
      assertValid(validatePassword(password));
      const account = accountFromPrivateKey(privateKey);
      refuseDuplicate(account.address, existing);
      return store(account, password);
    },

    async restoreFromKeystore({ json, password, existing }) {
      assertValid(validatePasswordPresent(password));
      const account = await decryptKeystore(json, password);
      refuseDuplicate(account.address, existing);
      // Re-encrypted at today's strength (docs/wallets.md#restore-by-keystore-file), so a weak N=8192 file
      // does not stay weak in storage.
      return store(account, password);
    },

    async keystoreOf(address) {
      return db.get(address);
    },

    async removeKeystore(address) {
      forget(address);
      await db.delete(address);
    },

    async signTransaction({ address, transaction, password, remember: rememberFor }) {
      const keystore = await db.get(address);
      if (!keystore) throw new WalletError('KEYSTORE_MISSING', SIGNER_ERROR_MESSAGES.KEYSTORE_MISSING);
      const cached = validRemembered(address);
      // docs/transactions.md#remembered-password: a different password entered by the user replaces the
      // remembered one.
      if (password !== undefined && cached && cached.password !== password) forget(address);
      const secret = password ?? takeRemembered(address);
      if (secret === undefined) throw new ValidationError('PASSWORD_REQUIRED', MESSAGES.passwordRequired);
      let account: DerivedAccount;
      try {
        account = await decryptKeystore(keystore, secret);
      } catch (error) {
        forget(address);
        throw error;
      }
      const signed = await signTransaction(account.privateKey, address, transaction);
      if (password !== undefined && rememberFor) remember(address, password, rememberFor);
      return signed;
    },

    async hasRememberedPassword(address) {
      return validRemembered(address) !== undefined;
    },

    async forgetPasswords() {
      for (const address of [...remembered.keys()]) forget(address);
    },
  };
}
