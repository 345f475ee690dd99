import { type Endpoint, wrap } from 'comlink';
import type { SignerApi } from './SignerApi.ts';
import { SignerError } from './SignerError.ts';
import type { SignerRemote } from './SignerRemote.ts';
import type { SignerResponse } from './SignerResponse.ts';

async function unwrap<T>(response: Promise<SignerResponse<T>>): Promise<T> {
  const result = await response;
  if (result.ok) return result.value;
  throw new SignerError(result.error);
}

/** SignerApi over a comlink endpoint: failures come back as thrown SignerError (a core WalletError with code). */
export function connectSigner(endpoint: Endpoint): SignerApi {
  const remote = wrap<SignerRemote>(endpoint);
  return {
    beginCreate: (password) => unwrap(remote.beginCreate(password)),
    pendingMnemonic: () => unwrap(remote.pendingMnemonic()),
    confirmCreate: (words) => unwrap(remote.confirmCreate(words)),
    cancelCreate: () => unwrap(remote.cancelCreate()),
    restoreFromMnemonic: (input) => unwrap(remote.restoreFromMnemonic(input)),
    restoreFromPrivateKey: (input) => unwrap(remote.restoreFromPrivateKey(input)),
    restoreFromKeystore: (input) => unwrap(remote.restoreFromKeystore(input)),
    keystoreOf: (address) => unwrap(remote.keystoreOf(address)),
    removeKeystore: (address) => unwrap(remote.removeKeystore(address)),
    signTransaction: (input) => unwrap(remote.signTransaction(input)),
    signSiteRequest: (input) => unwrap(remote.signSiteRequest(input)),
    hasRememberedPassword: (address, scope) => unwrap(remote.hasRememberedPassword(address, scope)),
    forgetPasswords: () => unwrap(remote.forgetPasswords()),
  };
}
