import type { RequestSender } from '@fantom-wallet/api-client';
import type { SignerApi } from '../../../signers/keystore/worker/SignerApi.ts';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';

/**
 * What the plain transaction layer needs from the app: the API, the signer worker and the sent-transactions
 * record. Passed in (not imported) so staking can reuse it and tests can give fakes.
 */
export interface TransactionPipeline {
  transport: RequestSender;
  signer: Pick<SignerApi, 'signTransaction'>;
  sent: {
    record(address: string, transaction: SentTransaction): boolean;
    update(
      address: string,
      hash: string,
      changes: { state?: SentTransaction['state']; step?: string },
    ): boolean;
    lastNonce(address: string, chainId: number): number | undefined;
  };
  now?: () => number;
}
