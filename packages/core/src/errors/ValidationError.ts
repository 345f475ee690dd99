import { WalletError } from './WalletError.ts';

/** A rule of the spec was not met. `message` is the spec's text, `code` names the rule. */
export class ValidationError extends WalletError {
  override name = 'ValidationError';
}
