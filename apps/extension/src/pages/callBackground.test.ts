import { describe, expect, it, vi } from 'vitest';
import { callBackground, callBackgroundAgain, NO_ANSWER_MESSAGE } from './callBackground.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

/** Chrome's own rejection when the worker that said it would answer is gone. */
const channelClosed = () =>
  new Error(
    'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
  );

describe('callBackground (docs/extension.md#keys-and-state)', () => {
  it('a worker Chrome stopped mid-call (the channel closed) is NO_ANSWER with words for people, not Chrome’s', async () => {
    const stopped = {
      sendMessage: async () => {
        throw channelClosed();
      },
    };
    await expect(callBackground({ kind: 'getRequest', id: ID }, stopped)).rejects.toMatchObject({
      code: 'NO_ANSWER',
      message: 'The extension stopped before it answered. Nothing was sent: confirm again.',
    });
    expect(NO_ANSWER_MESSAGE).toBe(
      'The extension stopped before it answered. Nothing was sent: confirm again.',
    );
    await expect(
      callBackground({ kind: 'getRequest', id: ID }, { sendMessage: async () => undefined }),
    ).rejects.toMatchObject({ code: 'NO_ANSWER' });
  });

  it("hands back the background's value, and its failure with code and message", async () => {
    const value = { sendMessage: async () => ({ ok: true, value: 7 }) };
    expect(await callBackground({ kind: 'getRequest', id: ID }, value)).toBe(7);
    const refused = {
      sendMessage: async () => ({
        ok: false,
        error: {
          name: 'ExtensionError',
          code: 'SITE_REQUEST',
          message: 'The site may no longer use this account.',
        },
      }),
    };
    await expect(callBackground({ kind: 'getRequest', id: ID }, refused)).rejects.toMatchObject({
      code: 'SITE_REQUEST',
      message: 'The site may no longer use this account.',
    });
  });
});

describe('callBackgroundAgain (docs/extension.md#signatures)', () => {
  const done = { kind: 'signatureDone', id: ID, signature: SIGNATURE } as const;

  it('asks again while Chrome stops the worker, and stops asking once the background has it', async () => {
    const sendMessage = vi
      .fn<(message: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(channelClosed())
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue({ ok: true, value: null });
    await callBackgroundAgain(done, { sendMessage });
    expect(sendMessage).toHaveBeenCalledTimes(3);
    // The same message each time: the background stores it once, by the request's id.
    for (const [message] of sendMessage.mock.calls)
      expect(message).toEqual({ channel: 'fwallet-internal', message: done });
  });

  it('gives up after four tries with the stop, so the window shows it instead of waiting forever', async () => {
    const sendMessage = vi.fn(async (_message: unknown) => {
      throw channelClosed();
    });
    await expect(callBackgroundAgain(done, { sendMessage })).rejects.toMatchObject({ code: 'NO_ANSWER' });
    expect(sendMessage).toHaveBeenCalledTimes(4);
  });

  it("never asks again after the background's own refusal", async () => {
    const sendMessage = vi.fn(async (_message: unknown) => ({
      ok: false,
      error: { name: 'ExtensionError', code: 'SITE_REQUEST', message: 'No such signature request.' },
    }));
    await expect(callBackgroundAgain(done, { sendMessage })).rejects.toMatchObject({
      code: 'SITE_REQUEST',
      message: 'No such signature request.',
    });
    expect(sendMessage).toHaveBeenCalledTimes(1);
  });
});
