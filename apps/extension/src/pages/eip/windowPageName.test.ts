import { describe, expect, it } from 'vitest';
import { windowPageOf } from './windowPageName.ts';

describe('windowPageOf (the request windows that load their own code first)', () => {
  it('names the transaction, signature and watch-asset windows with their request id', () => {
    expect(windowPageOf('#/eip-send-transaction/7213e175-516e')).toEqual({
      name: 'eip-send-transaction',
      id: '7213e175-516e',
    });
    expect(windowPageOf('#/eip-sign/a%2Fb')).toEqual({ name: 'eip-sign', id: 'a/b' });
    expect(windowPageOf('#/eip-watch-asset/1')).toEqual({ name: 'eip-watch-asset', id: '1' });
    // A malformed escape (typed by hand) is kept as it is: the page still opens and says the request is gone.
    expect(windowPageOf('#/eip-sign/%E0%A4%A')).toEqual({ name: 'eip-sign', id: '%E0%A4%A' });
  });

  it('leaves the popup, the account windows and the full wallet to the renderer alone', () => {
    for (const hash of [
      '',
      '#/',
      '#/eip-welcome',
      '#/eip-select-accounts/https%3A%2F%2Fa.b',
      '#/eip-sign',
      '#/send',
    ])
      expect(windowPageOf(hash)).toBeUndefined();
  });
});
