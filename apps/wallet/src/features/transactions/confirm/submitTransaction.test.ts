import { buildFtmTransfer, MESSAGES, type PreparedTransaction, ValidationError } from '@fantom-wallet/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { submitTransaction } from './submitTransaction.ts';
import type { TransactionPipeline } from './TransactionPipeline.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const prepared: PreparedTransaction = {
  ...buildFtmTransfer(TO, 10n ** 18n),
  gas: 23_000n,
  gasPrice: 2n * 10n ** 9n,
  nonce: 4,
  chainId: 4003,
  fee: 46_000n * 10n ** 9n,
};

function hashOf(n: number): `0x${string}` {
  return `0x${n.toString(16).padStart(64, '0')}`;
}

function pipeline(options: { sendError?: Error; password?: string } = {}) {
  const signed: Array<{ nonce: number; password: string | undefined }> = [];
  let sends = 0;
  const value: TransactionPipeline = {
    transport: fakeTransport({
      sendTransaction: () => {
        if (options.sendError) throw options.sendError;
        sends++;
        return { sendTransaction: { hash: hashOf(sends), from: FROM, to: TO } };
      },
    }),
    signer: {
      async signTransaction({ transaction, password }) {
        if (options.password !== undefined && password !== options.password)
          throw new ValidationError('KEYSTORE_BAD_PASSWORD', MESSAGES.badKeystore);
        signed.push({ nonce: transaction.nonce, password });
        return `0x${'ab'.repeat(10)}`;
      },
    },
    sent: useSentTransactionsStore.getState(),
    now: () => 1_000,
  };
  return { value, signed };
}

describe('submitTransaction', () => {
  beforeEach(() => useSentTransactionsStore.getState().forget(FROM));

  it('signs, sends and records the hash as pending with its flow and step', async () => {
    const { value, signed } = pipeline();
    const result = await submitTransaction(value, {
      from: FROM,
      transaction: prepared,
      password: 'pw',
      flow: 'send',
      step: 'transfer',
    });
    expect(result).toEqual({ hash: hashOf(1), nonce: 4 });
    expect(signed).toEqual([{ nonce: 4, password: 'pw' }]);
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([
      {
        hash: hashOf(1),
        nonce: 4,
        to: TO,
        value: String(10n ** 18n),
        submittedAt: 1_000,
        state: 'pending',
        chainId: 4003,
        flow: 'send',
        step: 'transfer',
      },
    ]);
  });

  it('two quick sends prepared with the same txCount get consecutive nonces (ERRATA)', async () => {
    const { value, signed } = pipeline();
    await submitTransaction(value, { from: FROM, transaction: prepared, flow: 'send' });
    await submitTransaction(value, { from: FROM, transaction: prepared, flow: 'send' });
    expect(signed.map((s) => s.nonce)).toEqual([4, 5]);
  });

  it("a wrong password rejects with 'Bad keystore file or password.' and records nothing", async () => {
    const { value } = pipeline({ password: 'right' });
    await expect(
      submitTransaction(value, { from: FROM, transaction: prepared, password: 'wrong', flow: 'send' }),
    ).rejects.toThrow(MESSAGES.badKeystore);
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([]);
  });

  it("the node's message of a refused send reaches the caller, and nothing is recorded", async () => {
    const { value } = pipeline({ sendError: apiError('insufficient funds for gas * price + value') });
    await expect(
      submitTransaction(value, { from: FROM, transaction: prepared, flow: 'send' }),
    ).rejects.toThrow('insufficient funds for gas * price + value');
    expect(useSentTransactionsStore.getState().lastNonce(FROM, 4003)).toBeUndefined();
  });
});
