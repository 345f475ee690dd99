import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSendForm } from './checkSendForm.ts';

// Bad input (docs/send.md#typed-amounts) at the level of the whole send form: core's validators are fuzzed
// one by one in packages/core; here every field of the form gets hostile text at once, with any balance and
// gas price, and what the form would show must still make sense: no throw, no echo of the input, no submit of
// a bad value.

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .tuple(
      fc.constantFrom('', '+', '-', ' '),
      fc.stringMatching(/^\d{0,25}$/),
      fc.constantFrom('', '.', ','),
      fc.stringMatching(/^\d{0,25}$/),
      fc.constantFrom('', 'e3', 'E-9', 'e+400'),
    )
    .map((parts) => parts.join('')),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    'NaN',
    '1e400',
    '９',
    '0'.repeat(50_000),
  ),
);
const wei = fc.option(fc.bigInt({ min: 0n, max: 10n ** 30n }), { nil: undefined });

describe('checkSendForm under hostile input (docs/send.md#typed-amounts, docs/send.md#recipient)', () => {
  it('never throws; errors never quote the input; submit only with a valid recipient and an amount within the maximum', () => {
    fc.assert(
      fc.property(
        fc.record({
          recipientText: hostile,
          amountText: hostile,
          gasPriceText: hostile,
          gasLimitText: hostile,
        }),
        wei,
        wei,
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 7n }), { nil: undefined }),
        fc.option(
          fc.record({
            symbol: fc.constantFrom('USDC', '<b>X</b>'),
            decimals: fc.integer({ min: 0, max: 30 }),
            balance: fc.bigInt({ min: 0n, max: 10n ** 30n }),
          }),
          { nil: null },
        ),
        (texts, ftmBalance, reportedGasPrice, gasEstimate, token) => {
          const result = checkSendForm({ ...texts, ftmBalance, reportedGasPrice, gasEstimate, token });
          const shown = [
            result.recipient?.ok === false ? result.recipient.error : '',
            result.amount?.ok === false ? result.amount.error : '',
            result.gasPriceError ?? '',
            result.gasLimitError ?? '',
          ];
          for (const message of shown) expect(message).not.toMatch(/<img|onerror|0{20}/);
          if (result.canSubmit) {
            expect(result.recipient?.ok).toBe(true);
            expect(result.amount?.ok).toBe(true);
            expect(result.notEnoughForGas).toBe(false);
            if (result.amount?.ok && result.max !== undefined) {
              expect(result.amount.value).toBeGreaterThanOrEqual(0n);
              expect(result.amount.value).toBeLessThanOrEqual(result.max);
            }
            expect(result.gasLimit).toBeLessThanOrEqual(10n ** 7n + 2000n);
          }
          if (token === null && result.max !== undefined && ftmBalance !== undefined) {
            expect(result.max).toBeLessThanOrEqual(ftmBalance);
          }
        },
      ),
      { seed: 9, numRuns: 400 },
    );
  });
});
