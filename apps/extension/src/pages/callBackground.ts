import { SignerError } from '@fantom-wallet/wallet/signer-worker';
import { type InternalMessage, internalResponseSchema } from '../protocol/internalMessages.ts';
import { toWire } from '../protocol/wire.ts';

/**
 * What a page shows when the background stopped (Chrome ended its worker) before it answered: whatever was being
 * signed was not sent, and confirming again starts a new worker.
 */
export const NO_ANSWER_MESSAGE = 'The extension stopped before it answered. Nothing was sent: confirm again.';

const noAnswer = () =>
  new SignerError({ name: 'ExtensionError', code: 'NO_ANSWER', message: NO_ANSWER_MESSAGE });

/**
 * Asks the background (docs/extension.md#keys-and-state). Bigints go as decimal strings; the answer is checked
 * before use, and a failure is thrown as a SignerError (a core WalletError with its code and message). A worker
 * that Chrome stopped mid-call (the message channel closed) is a NO_ANSWER failure with a message for people,
 * not Chrome's words about listeners and channels.
 */
export async function callBackground(
  message: InternalMessage,
  runtime: { sendMessage(message: unknown): Promise<unknown> } = chrome.runtime,
): Promise<unknown> {
  let answer: unknown;
  try {
    answer = await runtime.sendMessage({ channel: 'fwallet-internal', message: toWire(message) });
  } catch {
    throw noAnswer();
  }
  const parsed = internalResponseSchema.safeParse(answer);
  if (!parsed.success) throw noAnswer();
  if (!parsed.data.ok) {
    const { name, code, message: text, details } = parsed.data.error;
    throw new SignerError(
      details === undefined ? { name, code, message: text } : { name, code, message: text, details },
    );
  }
  return parsed.data.value;
}

/**
 * Tells the background something it stores once (a signed hash, the sent hash, a signature); asks again if its
 * worker was stopped in between (up to three times more: Chrome starts a new worker for the next message, and the
 * background takes a repeated answer for a request already answered without answering the site again).
 */
export async function callBackgroundAgain(
  message: InternalMessage,
  runtime: { sendMessage(message: unknown): Promise<unknown> } = chrome.runtime,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await callBackground(message, runtime);
      return;
    } catch (error) {
      if (!(error instanceof SignerError && error.code === 'NO_ANSWER') || attempt >= 3) throw error;
    }
  }
}
