import { SIGNER_ERROR_MESSAGES } from './SIGNER_ERROR_MESSAGES.ts';
import type { SignerApi } from './SignerApi.ts';
import type { SignerResponse } from './SignerResponse.ts';
import { signerProtocol } from './signerProtocol.ts';
import { toSignerFailure } from './toSignerFailure.ts';

type Method = keyof SignerApi;

/**
 * One signer call checked with the signer's own schema for `method`: a request that does not fit is refused
 * with field paths and rule codes only (a value here could be a password or a key); a failure comes back as
 * data without secrets. The worker serves every method through it, and so does the extension's background.
 */
export async function callSigner(
  signer: SignerApi,
  method: Method,
  args: unknown[],
): Promise<SignerResponse<unknown>> {
  const parsed = signerProtocol[method].safeParse(args);
  if (!parsed.success) {
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
}
