import { WalletError } from '@fantom-wallet/core';

/**
 * A Ledger answer other than 0x9000, or the device going away. `statusCode` is the device's status word (0 when
 * there is none: unplugged, timed out, no WebHID). docs/ledger.md#status-words says what each one means to the user.
 */
export class LedgerStatusError extends WalletError<'LEDGER'> {
  override name = 'LedgerStatusError';
  readonly statusCode: number;
  constructor(
    statusCode: number,
    message = `Ledger device: status 0x${statusCode.toString(16).padStart(4, '0')}`,
  ) {
    super('LEDGER', message);
    this.statusCode = statusCode;
  }
}
