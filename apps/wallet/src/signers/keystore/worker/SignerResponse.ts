import type { SignerFailure } from './SignerFailure.ts';

/** What every worker method returns; signerClient turns a failure back into a thrown SignerError. */
export type SignerResponse<T> = { ok: true; value: T } | { ok: false; error: SignerFailure };
