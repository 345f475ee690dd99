import {
  gasLimitFromEstimate,
  gasPriceToUse,
  maxSendable,
  type Recipient,
  transactionFee,
  validateGasLimit,
  validateGasPriceGwei,
  validateRecipient,
  validateSendAmount,
} from '@fantom-wallet/core';

export interface SendFormInput {
  /** null: FTM. */
  token: { symbol: string; decimals: number; balance: bigint } | null;
  /** Available FTM, wei; undefined while loading. */
  ftmBalance: bigint | undefined;
  /** The API's gas price; undefined while loading. */
  reportedGasPrice: bigint | undefined;
  /** The node's estimate for the form's call, if known. */
  gasEstimate: bigint | undefined;
  recipientText: string;
  amountText: string;
  gasPriceText: string;
  gasLimitText: string;
}

export interface SendFormCheck {
  gasPrice: bigint | undefined;
  gasLimit: bigint;
  fee: bigint | undefined;
  /** What may be sent now: FTM balance minus the reserve, or the token balance (undefined while loading). */
  max: bigint | undefined;
  /** docs/send.md#not-enough-for-gas: balance remaining after gas is 0 or less; submit is disabled. */
  notEnoughForGas: boolean;
  recipient: { ok: true; value: Recipient } | { ok: false; error: string } | null;
  amount: { ok: true; value: bigint } | { ok: false; error: string } | null;
  gasPriceError: string | null;
  gasLimitError: string | null;
  /** The advanced values as typed, when given and valid. */
  gasPriceOverride: bigint | undefined;
  gasLimitOverride: bigint | undefined;
  canSubmit: boolean;
}

function check<T>(
  text: string,
  validate: (text: string) => { ok: true; value: T } | { ok: false; error: { message: string } },
) {
  if (text.trim() === '') return null;
  const result = validate(text);
  return result.ok
    ? { ok: true as const, value: result.value }
    : { ok: false as const, error: result.error.message };
}

/**
 * Every rule of the send form (docs/send.md, docs/transactions.md#fee-and-reserve) as one plain function:
 * fee, maximum, the not-enough-for-gas warning and each field's message. Empty fields have no message yet
 * (null).
 */
export function checkSendForm(input: SendFormInput): SendFormCheck {
  const gasPriceChecked = check(input.gasPriceText, validateGasPriceGwei);
  const gasLimitChecked = check(input.gasLimitText, validateGasLimit);
  const gasPriceOverride = gasPriceChecked?.ok ? gasPriceChecked.value : undefined;
  const gasLimitOverride = gasLimitChecked?.ok ? gasLimitChecked.value : undefined;
  const gasPrice =
    gasPriceOverride ??
    (input.reportedGasPrice === undefined ? undefined : gasPriceToUse(input.reportedGasPrice));
  const gasLimit = gasLimitOverride ?? gasLimitFromEstimate(input.gasEstimate);
  const fee = gasPrice === undefined ? undefined : transactionFee(gasPrice, gasLimit);
  const ftmRemaining =
    fee === undefined || input.ftmBalance === undefined ? undefined : maxSendable(input.ftmBalance, fee);
  const notEnoughForGas = ftmRemaining !== undefined && ftmRemaining <= 0n;
  const max = input.token ? input.token.balance : ftmRemaining;

  const recipient = check(input.recipientText, validateRecipient);
  const token = input.token;
  const amount =
    max === undefined
      ? null
      : check(input.amountText, (text) =>
          validateSendAmount(text, {
            decimals: token ? token.decimals : 18,
            symbol: token ? token.symbol : 'FTM',
            remaining: max,
          }),
        );
  const canSubmit =
    !notEnoughForGas &&
    fee !== undefined &&
    recipient?.ok === true &&
    amount?.ok === true &&
    gasPriceChecked?.ok !== false &&
    gasLimitChecked?.ok !== false;
  return {
    gasPrice,
    gasLimit,
    fee,
    max,
    notEnoughForGas,
    recipient,
    amount,
    gasPriceError: gasPriceChecked?.ok === false ? gasPriceChecked.error : null,
    gasLimitError: gasLimitChecked?.ok === false ? gasLimitChecked.error : null,
    gasPriceOverride,
    gasLimitOverride,
    canSubmit,
  };
}
