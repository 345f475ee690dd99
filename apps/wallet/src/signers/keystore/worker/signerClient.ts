import { connectSigner } from './connectSigner.ts';
import type { SignerApi } from './SignerApi.ts';

let client: SignerApi | undefined;

/**
 * The app's signer, started on first use (the worker and its scrypt WASM stay out of the first page load).
 * Every method may throw SignerError: show `error.message`, branch on `error.code`.
 */
export function signerClient(): SignerApi {
  client ??= connectSigner(new Worker(new URL('./signer.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}
