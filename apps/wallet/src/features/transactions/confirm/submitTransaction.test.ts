import { buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeSigner } from '../../../signers/fake/createFakeSigner.ts';
import { SignerRejectedError } from '../../../signers/index.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { submitTransaction } from './submitTransaction.ts';

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
const services = { sent: useSentTransactionsStore.getState(), now: () => 1_000 };

describe('submitTransaction (docs/transactions.md#sent-records)', () => {
  beforeEach(() => useSentTransactionsStore.getState().forget(FROM));

  it('sends through the signer and records the hash as pending with its flow, subject and step', async () => {
    const signer = createFakeSigner();
    const result = await submitTransaction(services, {
      from: FROM,
      signer,
      prepared,
      password: 'pw',
      remember: { seconds: 30, uses: 1 },
      flow: { id: 'repay-sftm', subject: '5' },
      step: 'allow',
    });
    expect(signer.sent).toEqual([
      { prepared, options: { password: 'pw', remember: { seconds: 30, uses: 1 } } },
    ]);
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([
      {
        hash: result.hash,
        nonce: 4,
        to: TO,
        value: String(10n ** 18n),
        submittedAt: 1_000,
        state: 'pending',
        chainId: 4003,
        flow: 'repay-sftm',
        subject: '5',
        step: 'allow',
      },
    ]);
  });

  it('a refusal (4001) or a failure rejects with the signer error and records nothing', async () => {
    const signer = createFakeSigner();
    signer.behave({ kind: 'reject' }, { kind: 'fail', error: new Error('insufficient funds') });
    const input = { from: FROM, signer, prepared, flow: { id: 'send' } } as const;
    await expect(submitTransaction(services, input)).rejects.toBeInstanceOf(SignerRejectedError);
    await expect(submitTransaction(services, input)).rejects.toThrow('insufficient funds');
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([]);
  });
});
