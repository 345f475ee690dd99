import {
  bridgeReceived,
  gasLimitFromEstimate,
  gasPriceToUse,
  isBridgeDirection,
  maxSendable,
  type Recipient,
  type SendDirection,
  transactionFee,
  validateBridgeRecipient,
  validateGasLimit,
  validateGasPriceGwei,
  validateRecipient,
  validateSendAmount,
} from '@fantom-wallet/core';

/** A bridge send's token terms (docs/bridge.md#tokens), smallest units. */
export interface BridgeTerms {
  fee: bigint;
  minimum: bigint;
}

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
  /** OperaToOpera when absent. */
  direction?: SendDirection;
  /** The bridge's terms for the token; required for a bridge direction (without them nothing can be sent). */
  bridge?: BridgeTerms | undefined;
}

/** A recipient: on Opera an address or a name to resolve; across the bridge the far chain's address. */
export type CheckedRecipient = Recipient | { kind: 'far'; address: string };

export interface SendFormCheck {
  gasPrice: bigint | undefined;
  gasLimit: bigint;
  fee: bigint | undefined;
  /** What may be sent now: FTM balance minus the reserve, or the token balance (undefined while loading). */
  max: bigint | undefined;
  /** docs/send.md#not-enough-for-gas: balance remaining after gas is 0 or less; submit is disabled. */
  notEnoughForGas: boolean;
  recipient: { ok: true; value: CheckedRecipient } | { ok: false; error: string } | null;
  amount: { ok: true; value: bigint } | { ok: false; error: string } | null;
  gasPriceError: string | null;
  gasLimitError: string | null;
  /** The advanced values as typed, when given and valid. */
  gasPriceOverride: bigint | undefined;
  gasLimitOverride: bigint | undefined;
  /** Bridge sends: 'You will receive', the amount less the fee (undefined without a valid amount). */
  received: bigint | undefined;
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

  const direction = input.direction ?? 'OperaToOpera';
  const bridged = isBridgeDirection(direction);
  const recipient: SendFormCheck['recipient'] = bridged
    ? check(input.recipientText, (text) => {
        const far = validateBridgeRecipient(direction, text);
        return far.ok ? { ok: true as const, value: { kind: 'far' as const, address: far.value } } : far;
      })
    : check(input.recipientText, validateRecipient);
  const token = input.token;
  const amount =
    max === undefined
      ? null
      : check(input.amountText, (text) =>
          validateSendAmount(text, {
            decimals: token ? token.decimals : 18,
            symbol: token ? token.symbol : 'FTM',
            remaining: max,
            ...(bridged && input.bridge ? { minimum: input.bridge.minimum } : {}),
          }),
        );
  const received =
    bridged && input.bridge && amount?.ok === true
      ? bridgeReceived(amount.value, input.bridge.fee)
      : undefined;
  const canSubmit =
    !notEnoughForGas &&
    fee !== undefined &&
    recipient?.ok === true &&
    amount?.ok === true &&
    gasPriceChecked?.ok !== false &&
    gasLimitChecked?.ok !== false &&
    (!bridged || input.bridge !== undefined);
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
    received,
    canSubmit,
  };
}
