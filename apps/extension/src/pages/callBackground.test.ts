import { describe, expect, it } from 'vitest';
import { callBackground, NO_ANSWER_MESSAGE } from './callBackground.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('callBackground (docs/extension.md#keys-and-state)', () => {
  it('a worker Chrome stopped mid-call (the channel closed) is NO_ANSWER with words for people, not Chrome’s', async () => {
    const stopped = {
      sendMessage: async () => {
        // Chrome's own rejection when the worker that said it would answer is gone.
        throw new Error(
          'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
        );
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
