// The keystore signer itself (what holds and uses keys), for the extension's background, which runs it in place
// of the PWA's Web Worker (`@fantom-wallet/wallet/signer-worker`).
export { callSigner } from './callSigner.ts';
export { createSigner } from './createSigner.ts';
export type { SignerApi } from './SignerApi.ts';
export { SignerError } from './SignerError.ts';
export type { SignerResponse } from './SignerResponse.ts';
export { toSignerFailure } from './toSignerFailure.ts';
