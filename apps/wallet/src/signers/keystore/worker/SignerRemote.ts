import type { SignerApi } from './SignerApi.ts';
import type { SignerResponse } from './SignerResponse.ts';

/** The object the worker exposes with comlink: SignerApi's methods, each answering with a SignerResponse. */
export type SignerRemote = {
  [K in keyof SignerApi]: (
    ...args: Parameters<SignerApi[K]>
  ) => Promise<SignerResponse<Awaited<ReturnType<SignerApi[K]>>>>;
};
