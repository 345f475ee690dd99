import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerError } from '../../../signers/external/walletDouble.ts';
import type { Eip1193Provider } from '../../../signers/index.ts';
import { CONNECT_REJECTED_LOG, requestInjectedAccount } from './requestInjectedAccount.ts';

const answering = (answer: () => Promise<unknown>): Eip1193Provider => ({
  request: answer,
  on: () => {},
  removeListener: () => {},
});

afterEach(() => vi.restoreAllMocks());

describe('asking a browser wallet for its account (docs/external-wallets.md#injected)', () => {
  it('takes the first account, checksummed', async () => {
    const provider = answering(async () => [
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    ]);
    expect(await requestInjectedAccount(provider)).toEqual({
      kind: 'account',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
  });

  it("logs 4001 as 'Please connect to MetaMask.'", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const answer = await requestInjectedAccount(
      answering(async () => {
        throw providerError(4001, 'User rejected the request.');
      }),
    );
    expect(answer).toEqual({ kind: 'rejected' });
    expect(CONNECT_REJECTED_LOG).toBe('Please connect to MetaMask.');
    expect(log).toHaveBeenCalledWith('Please connect to MetaMask.');
  });

  it('reports -32002 as a pending request, other failures and malformed answers as errors', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const pending = answering(async () => {
      throw providerError(-32002, 'Already processing eth_requestAccounts. Please wait.');
    });
    expect(await requestInjectedAccount(pending)).toEqual({ kind: 'pending' });
    const broken = answering(async () => {
      throw providerError(-32603, 'Internal error');
    });
    expect(await requestInjectedAccount(broken)).toEqual({ kind: 'error', message: 'Internal error' });
    expect(await requestInjectedAccount(answering(async () => []))).toMatchObject({ kind: 'error' });
    expect(await requestInjectedAccount(answering(async () => ['not an address']))).toMatchObject({
      kind: 'error',
    });
  });

  it('never waits forever on a wallet that does not answer', async () => {
    const silent = answering(() => new Promise(() => {}));
    expect(await requestInjectedAccount(silent, 20)).toEqual({ kind: 'timeout' });
  });
});
