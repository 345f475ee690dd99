import type { Address, DerivedAccount, EncryptKeystoreOptions, KeystoreV3 } from '@fantom-wallet/core';
import {
  accountFromMnemonic,
  accountFromPrivateKey,
  checksumAddress,
  decryptKeystore,
  encryptKeystore,
  findWellKnownSecret,
  generateMnemonic,
  MESSAGES,
  sameAddress,
  signSiteRequest,
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
  if (existing.some((a) => sameAddress(a, address))) {
    throw new ValidationError('DUPLICATE_ACCOUNT', MESSAGES.duplicateAccount);
  }
}

/**
 * The signer (SignerApi) as a plain object: runs in the Web Worker, and in Node for tests. Secrets live only
 * in this closure: the pending create wallet until it is confirmed or cancelled, and remembered passwords
 * until they expire or are used up. A remembered password belongs to the scope that asked for it (one run of
 * a flow, a random id): it serves only that scope's later steps, never another caller. Errors are core's (WalletError with a documented message and code) and
 * never contain a secret.
 */
export function createSigner({ db, scrypt, now = Date.now }: SignerDependencies): SignerApi {
  let pending: PendingCreate | undefined;
  /** Remembered passwords by wallet, then by the scope (one run of a flow) that asked to remember. */
  const remembered = new Map<Address, Map<string, RememberedPassword>>();
  const encryptOptions: EncryptKeystoreOptions = scrypt ? { scrypt } : {};

  function forget(address: Address, scope?: string): void {
    const key = checksumAddress(address);
    const scopes = remembered.get(key);
    if (!scopes) return;
    for (const [name, entry] of scopes)
      if (scope === undefined || name === scope) {
        clearTimeout(entry.timer);
        scopes.delete(name);
      }
    if (scopes.size === 0) remembered.delete(key);
  }

  function remember(
    address: Address,
    scope: string,
    password: string,
    { seconds, uses }: { seconds: number; uses: number },
  ) {
    forget(address, scope);
    // The timer drops the password from memory on time even if nothing asks for it again.
    const timer = setTimeout(() => forget(address, scope), seconds * 1000);
    const key = checksumAddress(address);
    const scopes = remembered.get(key) ?? new Map<string, RememberedPassword>();
    scopes.set(scope, { password, expiresAt: now() + seconds * 1000, usesLeft: uses, timer });
    remembered.set(key, scopes);
  }

  /** The password remembered for `address` in `scope`; none without a scope (docs/transactions.md#remembered-password). */
  function validRemembered(address: Address, scope: string | undefined): RememberedPassword | undefined {
    if (scope === undefined) return undefined;
    const entry = remembered.get(checksumAddress(address))?.get(scope);
    if (entry && (entry.expiresAt <= now() || entry.usesLeft <= 0)) {
      forget(address, scope);
      return undefined;
    }
    return entry;
  }

  /** Takes one use synchronously, so two concurrent signings cannot both spend a single-use password. */
  function takeRemembered(address: Address, scope: string | undefined): string | undefined {
    const entry = validRemembered(address, scope);
    if (!entry || scope === undefined) return undefined;
    entry.usesLeft -= 1;
    if (entry.usesLeft <= 0) forget(address, scope);
    return entry.password;
  }

  /**
   * The key of `address` for one signing: the password given, else one remembered for `scope`
   * (docs/transactions.md#remembered-password). A wrong password forgets every remembered one of the wallet.
   */
  async function unlock(
    address: Address,
    password: string | undefined,
    scope: string | undefined,
  ): Promise<DerivedAccount> {
    const keystore = await db.get(address);
    if (!keystore) throw new WalletError('KEYSTORE_MISSING', SIGNER_ERROR_MESSAGES.KEYSTORE_MISSING);
    const cached = validRemembered(address, scope);
    // A different password entered by the user replaces the remembered one.
    if (password !== undefined && cached && cached.password !== password) forget(address, scope);
    // Only a signing of the same scope (the same run of a flow) may use a remembered password: any other
    // caller, e.g. a site's request in the extension, always gives one.
    const secret = password ?? takeRemembered(address, scope);
    if (secret === undefined) throw new ValidationError('PASSWORD_REQUIRED', MESSAGES.passwordRequired);
    try {
      return await decryptKeystore(keystore, secret);
    } catch (error) {
      forget(address);
      throw error;
    }
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

    async signTransaction({ address, transaction, password, scope, remember: rememberFor }) {
      const account = await unlock(address, password, scope);
      const signed = await signTransaction(account.privateKey, address, transaction);
      if (password !== undefined && rememberFor && scope !== undefined)
        remember(address, scope, password, rememberFor);
      return signed;
    },

    async signSiteRequest({ address, request, password, scope }) {
      const account = await unlock(address, password, scope);
      return signSiteRequest(account.privateKey, address, request);
    },

    async hasRememberedPassword(address, scope) {
      return validRemembered(address, scope) !== undefined;
    },

    async forgetPasswords() {
      for (const address of [...remembered.keys()]) forget(address);
    },
  };
}
