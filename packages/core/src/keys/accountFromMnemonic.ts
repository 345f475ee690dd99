import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { bytesToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { WalletError } from '../errors/WalletError.ts';
import type { DerivedAccount } from './DerivedAccount.ts';
import { derivationPath } from './derivationPath.ts';
import { validateMnemonic } from './validateMnemonic.ts';

/**
 * Derives the account at m/44'/60'/0'/0/N from a 12 or 24 word phrase (normalised as
 * docs/wallets.md#restore-by-phrase says).
 */
export function accountFromMnemonic(mnemonic: string, accountIndex = 0): DerivedAccount {
  const checked = validateMnemonic(mnemonic);
  if (!checked.ok) throw checked.error;
  const path = derivationPath(accountIndex);
  const seed = mnemonicToSeedSync(checked.value);
  const node = HDKey.fromMasterSeed(seed).derive(path);
  seed.fill(0);
  if (!node.privateKey) throw new WalletError('KEY_DERIVATION', 'Could not derive a key for this path');
  const privateKey = bytesToHex(node.privateKey);
  node.wipePrivateData();
  return { address: privateKeyToAddress(privateKey), privateKey, path };
}
