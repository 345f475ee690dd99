import { WalletError } from './WalletError.ts';

/** A documented rule (docs/) was not met. `message` is its documented text, `code` names the rule. */
export class ValidationError extends WalletError {
  override name = 'ValidationError';
}
