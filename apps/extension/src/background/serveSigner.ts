import { SIGNER_ERROR_MESSAGES } from '@fantom-wallet/wallet/src/signers/keystore/worker/SIGNER_ERROR_MESSAGES.ts';
import type { SignerApi } from '@fantom-wallet/wallet/src/signers/keystore/worker/SignerApi.ts';
import type { SignerResponse } from '@fantom-wallet/wallet/src/signers/keystore/worker/SignerResponse.ts';
import { signerProtocol } from '@fantom-wallet/wallet/src/signers/keystore/worker/signerProtocol.ts';
import { toSignerFailure } from '@fantom-wallet/wallet/src/signers/keystore/worker/toSignerFailure.ts';
import { wireTransaction } from '../protocol/internalMessages.ts';

type Method = keyof SignerApi;

/** signTransaction's wei fields come as decimal strings (JSON): back to bigint before the signer's own check. */
function fromWire(method: Method, args: unknown[]): unknown[] {
  if (method !== 'signTransaction') return args;
  const [input] = args;
  if (typeof input !== 'object' || input === null || !('transaction' in input)) return args;
  const transaction = wireTransaction.safeParse(input.transaction);
  return transaction.success ? [{ ...input, transaction: transaction.data }] : args;
}

/**
 * One signer call from an extension page, checked with the signer's own schemas as the web app's worker does.
 * Failures come back as data without secrets (toSignerFailure); request errors name fields, never values.
 */
export async function serveSigner(
  signer: SignerApi,
  method: Method,
  args: unknown[],
): Promise<SignerResponse<unknown>> {
  const parsed = signerProtocol[method].safeParse(fromWire(method, args));
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
    const call = signer[method] as (...validated: readonly unknown[]) => Promise<unknown>;
    return { ok: true, value: (await call(...parsed.data)) ?? null };
  } catch (error) {
    return { ok: false, error: toSignerFailure(error) };
  }
}
