import { beforeEach, describe, expect, it } from 'vitest';
import { FROM, preparedTransfer, TO } from '../../../shared/test/preparedTransfer.ts';
import { createFakeSigner } from '../../../signers/fake/createFakeSigner.ts';
import { SignerRejectedError } from '../../../signers/index.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { submitTransaction } from './submitTransaction.ts';

const prepared = preparedTransfer();
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
