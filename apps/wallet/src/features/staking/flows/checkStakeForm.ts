import {
  entireBalanceAmount,
  GAS,
  gasLimitFromEstimate,
  gasPriceToUse,
  maxSendable,
  transactionFee,
  validateStakeAmount,
  validateValidatorSelected,
} from '@fantom-wallet/core';
import type { Validator } from '../validators/Validator.ts';

export interface StakeFormInput {
  /** Available FTM (wei); undefined while loading. */
  balance: bigint | undefined;
  /** The API's gas price; undefined while loading. */
  reportedGasPrice: bigint | undefined;
  /** The node's estimate for a delegation, when known; else the maximum limit is reserved. */
  gasEstimate: bigint | undefined;
  amountText: string;
  validator: Validator | undefined;
}

export interface StakeFormCheck {
  fee: bigint | undefined;
  /** Balance minus the fee reserve (docs/staking.md#delegate, 'remaining balance'). */
  remaining: bigint | undefined;
  /** What 'Entire Balance' fills in. */
  entireBalance: bigint | undefined;
  amount: { ok: true; value: bigint } | { ok: false; error: string } | null;
  validatorError: string | null;
  canSubmit: boolean;
}

/**
 * The stake form's rules (docs/staking.md#delegate) as one plain function: the amount messages in the
 * documented order, the validator's delegation limit ('Staking limit reached…'), 'Please select a validator',
 * and Entire Balance. An empty amount has no message yet (null).
 */
export function checkStakeForm(input: StakeFormInput): StakeFormCheck {
  const gasLimit = input.gasEstimate === undefined ? GAS.maxLimit : gasLimitFromEstimate(input.gasEstimate);
  const fee =
    input.reportedGasPrice === undefined
      ? undefined
      : transactionFee(gasPriceToUse(input.reportedGasPrice), gasLimit);
  const remaining =
    fee === undefined || input.balance === undefined ? undefined : maxSendable(input.balance, fee);
  const validatorChecked = validateValidatorSelected(input.validator?.id);
  let amount: StakeFormCheck['amount'] = null;
  if (input.amountText.trim() !== '' && remaining !== undefined) {
    const result = validateStakeAmount(input.amountText, {
      remaining,
      ...(input.validator
        ? { delegatedLimit: input.validator.delegatedLimit, validatorName: input.validator.name ?? 'Unknown' }
        : {}),
    });
    amount = result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error.message };
  }
  return {
    fee,
    remaining,
    entireBalance: remaining === undefined ? undefined : entireBalanceAmount(remaining),
    amount,
    validatorError: validatorChecked.ok ? null : validatorChecked.error.message,
    canSubmit: amount?.ok === true && validatorChecked.ok,
  };
}
