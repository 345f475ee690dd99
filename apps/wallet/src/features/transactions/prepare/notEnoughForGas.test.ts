import { transactionFee } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { FORM_GAS_BUDGET, notEnoughForGas } from './useNotEnoughForGas.ts';

const GWEI = 10n ** 9n;

describe("DeFi forms' 'Not enough available FTM for gas fees' (docs/transactions.md#fee-and-reserve)", () => {
  it('warns when the balance left after the fee and its reserve is 0 or less, not only at 0', () => {
    // 1 gwei reported → 2 gwei used; a 400 000-gas call costs 0.0008 FTM and keeps twice that in reserve.
    const reserve = 2n * transactionFee(2n * GWEI, FORM_GAS_BUDGET);
    expect(notEnoughForGas(0n, GWEI, FORM_GAS_BUDGET)).toBe(true);
    expect(notEnoughForGas(reserve, GWEI, FORM_GAS_BUDGET)).toBe(true);
    expect(notEnoughForGas(reserve + 1n, GWEI, FORM_GAS_BUDGET)).toBe(false);
    expect(notEnoughForGas(10n ** 18n, GWEI, FORM_GAS_BUDGET)).toBe(false);
  });
});
