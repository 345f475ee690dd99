import { type Endpoint, expose } from 'comlink';
import { SIGNER_ERROR_MESSAGES } from './SIGNER_ERROR_MESSAGES.ts';
import type { SignerApi } from './SignerApi.ts';
import type { SignerRemote } from './SignerRemote.ts';
import type { SignerResponse } from './SignerResponse.ts';
import { signerProtocol } from './signerProtocol.ts';
import { toSignerFailure } from './toSignerFailure.ts';

type Method = keyof SignerApi;

function guarded(signer: SignerApi, method: Method) {
  return async (...args: unknown[]): Promise<SignerResponse<unknown>> => {
    const parsed = signerProtocol[method].safeParse(args);
    if (!parsed.success) {
      // Field paths and rule codes only: a value here could be a password or a key.
      const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join('; ');
      return {
        ok: false,
        error: {
          name: 'SignerError',
          code: 'INVALID_REQUEST',
          message: SIGNER_ERROR_MESSAGES.INVALID_REQUEST,
          details,
        },
      };
    }
    try {
      // The protocol schema for `method` produced exactly this method's parameters.
      const call = signer[method] as (...validated: readonly unknown[]) => Promise<unknown>;
      return { ok: true, value: await call(...parsed.data) };
    } catch (error) {
      return { ok: false, error: toSignerFailure(error) };
    }
  };
}

/** Serves `signer` on `endpoint` (the worker's global scope, or a MessagePort in tests), validating every request. */
export function exposeSigner(signer: SignerApi, endpoint: Endpoint): SignerRemote {
  const methods = Object.keys(signerProtocol) as Method[];
  const remote = Object.fromEntries(
    methods.map((method) => [method, guarded(signer, method)]),
  ) as SignerRemote;
  expose(remote, endpoint);
  return remote;
}
