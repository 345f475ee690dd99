import { SignerError } from '@fantom-wallet/wallet/src/signers/keystore/worker/SignerError.ts';
import { type InternalMessage, internalResponseSchema } from '../protocol/internalMessages.ts';
import { toWire } from '../protocol/wire.ts';

/**
 * Asks the background (docs/extension.md#keys-and-state). Bigints go as decimal strings; the answer is checked
 * before use, and a failure is thrown as a SignerError (a core WalletError with its code and message).
 */
export async function callBackground(message: InternalMessage): Promise<unknown> {
  const answer: unknown = await chrome.runtime.sendMessage({
    channel: 'fwallet-internal',
    message: toWire(message),
  });
  const parsed = internalResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new SignerError({
      name: 'ExtensionError',
      code: 'NO_ANSWER',
      message: 'The extension did not answer.',
    });
  if (!parsed.data.ok) {
    const { name, code, message: text, details } = parsed.data.error;
    throw new SignerError(
      details === undefined ? { name, code, message: text } : { name, code, message: text, details },
    );
  }
  return parsed.data.value;
}
