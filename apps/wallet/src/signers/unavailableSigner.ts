import { WalletError } from '@fantom-wallet/core';
import type { Account } from '../storage/accounts/Account.ts';
import type { Signer } from './Signer.ts';

/** An account that cannot sign in this build yet: the confirmation says so and nothing is sent. */
export function unavailableSigner(accountType: Account['type']): Signer {
  return {
    async confirmation() {
      return { kind: 'unavailable', reason: accountType };
    },
    async send() {
      throw new WalletError('SIGNER_UNAVAILABLE', `${accountType} accounts cannot sign here yet.`);
    },
  };
}
