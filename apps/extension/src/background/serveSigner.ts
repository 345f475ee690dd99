import type { SignerApi, SignerResponse } from '@fantom-wallet/wallet/signer-worker';
import { callSigner } from '@fantom-wallet/wallet/signer-worker';
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
  const response = await callSigner(signer, method, fromWire(method, args));
  // Runtime messages are JSON: a method that returns nothing answers null.
  return response.ok ? { ok: true, value: response.value ?? null } : response;
}
