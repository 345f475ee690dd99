import { WalletError } from './WalletError.ts';

/** docs/transactions.md#key-check: the key does not belong to the account that is signing. */
export class AddressMismatchError extends WalletError<'ADDRESS_MISMATCH'> {
  override name = 'AddressMismatchError';
  readonly accountAddress: string;
  readonly keyAddress: string;

  constructor(accountAddress: string, keyAddress: string) {
    super(
      'ADDRESS_MISMATCH',
      `Account ${accountAddress} address and address in keystore file ${keyAddress} are different`,
    );
    this.accountAddress = accountAddress;
    this.keyAddress = keyAddress;
  }
}
