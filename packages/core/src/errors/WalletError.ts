export interface WalletErrorOptions {
  /** Extra facts for logs and developers; never secrets. */
  details?: string;
  cause?: unknown;
}

/**
 * Base of every error core throws or returns. `message` is the short, user-facing text (the exact
 * wording where it has one), `code` is stable for programs, `details` is for developers.
 */
export class WalletError<TCode extends string = string> extends Error {
  override name = 'WalletError';
  readonly code: TCode;
  readonly details: string | undefined;

  constructor(code: TCode, message: string, options: WalletErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}
