import { bytesToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { KeystoreError } from '../errors/KeystoreError.ts';
import type { DerivedAccount } from '../keys/DerivedAccount.ts';
import { validatePrivateKey } from '../keys/validatePrivateKey.ts';
import { aes128Ctr } from './aes128Ctr.ts';
import { deriveKeystoreKey } from './deriveKeystoreKey.ts';
import { keystoreMac } from './keystoreMac.ts';
import { parseKeystore } from './parseKeystore.ts';

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * Opens a keystore v3 file (scrypt or pbkdf2, `crypto` or `Crypto`, address with or without 0x). Errors are
 * KeystoreError with the documented texts (docs/wallets.md#keystore-files): 'Not valid JSON file.', 'Bad
 * keystore file or password.' (wrong password, MAC mismatch, or a file whose address does not match its key)
 * and the unsafe-KDF text.
 */
export async function decryptKeystore(keystore: string | unknown, password: string): Promise<DerivedAccount> {
  const parsed = parseKeystore(keystore);
  const derivedKey = await deriveKeystoreKey(password, parsed.kdf);
  try {
    if (!equalBytes(keystoreMac(derivedKey, parsed.ciphertext), parsed.mac)) {
      throw new KeystoreError('KEYSTORE_BAD_PASSWORD', { details: 'MAC mismatch' });
    }
    const keyBytes = await aes128Ctr('decrypt', derivedKey.slice(0, 16), parsed.iv, parsed.ciphertext);
    const checked = validatePrivateKey(bytesToHex(keyBytes));
    keyBytes.fill(0);
    if (!checked.ok) throw new KeystoreError('KEYSTORE_INVALID', { details: 'not a valid private key' });
    const address = privateKeyToAddress(checked.value);
    if (parsed.address !== undefined && parsed.address !== address.toLowerCase()) {
      throw new KeystoreError('KEYSTORE_INVALID', { details: 'address field does not match the key' });
    }
    return { address, privateKey: checked.value };
  } finally {
    derivedKey.fill(0);
  }
}
