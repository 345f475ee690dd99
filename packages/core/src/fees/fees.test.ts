import { describe, expect, it } from 'vitest';
import { validateSendAmount } from '../send/validateSendAmount.ts';
import { balanceReserve } from './balanceReserve.ts';
import { entireBalanceAmount } from './entireBalanceAmount.ts';
import { GAS } from './GAS.ts';
import { gasLimitFromEstimate } from './gasLimitFromEstimate.ts';
import { gasPriceToUse } from './gasPriceToUse.ts';
import { maxSendable } from './maxSendable.ts';
import { nextNonce } from './nextNonce.ts';
import { siteFees } from './siteFees.ts';
import { transactionFee } from './transactionFee.ts';

const GWEI = 10n ** 9n;
const FTM = 10n ** 18n;

describe('gas constants (docs/transactions.md#numbers)', () => {
  it('default limit 0xabe0 = 44,000, max 500,000, min price 1.5 gwei, max 20 × min', () => {
    expect(GAS.defaultLimit).toBe(0xabe0n);
    expect(GAS.defaultLimit).toBe(44_000n);
    expect(GAS.maxLimit).toBe(0x7a120n);
    expect(GAS.minPrice).toBe(1_500_000_000n);
    expect(GAS.maxPrice).toBe(20n * GAS.minPrice);
  });
});

describe('gasPriceToUse (docs/transactions.md#gas-price: 2 × reported below 30 gwei, ≥ 1.5 gwei)', () => {
  it.each([
    [10n * GWEI, 20n * GWEI],
    [14n * GWEI, 28n * GWEI],
    [15n * GWEI, 15n * GWEI],
    [20n * GWEI, 20n * GWEI],
    [100n * GWEI, 100n * GWEI],
    [GWEI / 2n, 1_500_000_000n],
    [0n, 1_500_000_000n],
    [GWEI, 2n * GWEI],
  ])('reported %s → %s', (reported, used) => {
    expect(gasPriceToUse(reported)).toBe(used);
  });
});

describe('gas limit, fee and reserve (docs/transactions.md#gas-limit, #fee-and-reserve)', () => {
  it('adds 2000 to the estimate, else uses the default 44,000', () => {
    expect(gasLimitFromEstimate(21_000n)).toBe(23_000n);
    expect(gasLimitFromEstimate(undefined)).toBe(44_000n);
  });
  it('fee = gas price × gas', () => expect(transactionFee(2n * GWEI, 21_000n)).toBe(42_000n * GWEI));
  it.each([
    [transactionFee(20n * GWEI, 44_000n), 2n * 880_000n * GWEI],
    [transactionFee(100n * GWEI, 400_000n), 500_000n * 30n * GWEI],
  ])('reserve for fee %s = min(2 × fee, 500,000 × 30 gwei) = %s', (fee, reserve) => {
    expect(balanceReserve(fee)).toBe(reserve);
  });
  it('maximum sendable = balance − reserve', () => {
    const fee = transactionFee(2n * GWEI, 44_000n);
    expect(maxSendable(10n * FTM, fee)).toBe(10n * FTM - 2n * fee);
    expect(maxSendable(fee, fee)).toBeLessThan(0n);
  });
});

describe("'Entire Balance' (docs/staking.md#delegate: remaining rounded up, minus 2 FTM, 0 if none)", () => {
  it.each([
    [10n * FTM, 8n * FTM],
    [10n * FTM + 1n, 9n * FTM],
    [(103n * FTM) / 10n, 9n * FTM],
    [2n * FTM, 0n],
    [FTM / 2n, 0n],
    [0n, 0n],
    [-5n, 0n],
  ])('remaining %s → %s', (remaining, amount) => {
    expect(entireBalanceAmount(remaining)).toBe(amount);
  });
});

describe('nextNonce (docs/transactions.md#nonces: max(API txCount, 1 + last nonce sent))', () => {
  it.each([
    [5, undefined, 5],
    [5, 4, 5],
    [5, 5, 6],
    [5, 9, 10],
    [0n, undefined, 0],
    [3n, 2n, 3],
  ])('txCount %s, last sent %s → %s', (count, last, expected) => {
    expect(nextNonce(count, last)).toBe(expected);
  });
});

describe('validateSendAmount (docs/send.md#amount)', () => {
  const context = { decimals: 18, symbol: 'FTM', remaining: 5n * FTM };
  it.each([
    ['0', undefined],
    ['5', undefined],
    ['abc', 'Invalid amount'],
    ['-1', 'Invalid amount'],
    ['5.000000000000000001', 'You can transfer max 5 FTM'],
  ])('%j → %s', (text, message) => {
    const result = validateSendAmount(text, context);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
  it("'You have no balance left' when nothing remains after the fee", () => {
    const result = validateSendAmount('1', { ...context, remaining: -1n });
    expect(result.ok ? undefined : result.error.message).toBe('You have no balance left');
  });
  it("bridge sends: 'You must transfer at least {n} {symbol}'", () => {
    const result = validateSendAmount('2', { ...context, minimum: 3n * FTM });
    expect(result.ok ? undefined : result.error.message).toBe('You must transfer at least 3 FTM');
  });
  it('token amounts use the token decimals and symbol', () => {
    const result = validateSendAmount('1.5', { decimals: 6, symbol: 'USDC', remaining: 1_000_000n });
    expect(result.ok ? undefined : result.error.message).toBe('You can transfer max 1 USDC');
  });
});

describe("siteFees (docs/transactions.md#gas-price: a site's fee fields within the gas price bounds)", () => {
  const legacyNet = { baseFeePerGas: null, reportedGasPrice: 2n * GWEI };
  const net1559 = { baseFeePerGas: 1n * GWEI, reportedGasPrice: 3n * GWEI };

  it('gives none: the wallet rule applies (undefined)', () => {
    expect(siteFees({}, net1559)).toBeUndefined();
  });

  it('a gasPrice is a legacy transaction at that price, clamped to 1.5–30 gwei with a notice', () => {
    expect(siteFees({ gasPrice: 7n * GWEI }, net1559)).toEqual({ gasPrice: 7n * GWEI });
    expect(siteFees({ gasPrice: 1n }, net1559)).toEqual({ gasPrice: GAS.minPrice, clamped: 'low' });
    expect(siteFees({ gasPrice: 500n * GWEI }, legacyNet)).toEqual({
      gasPrice: GAS.maxPrice,
      clamped: 'high',
    });
    // Where the network's own price is above 30 gwei, the bound is the price the wallet itself pays.
    expect(
      siteFees({ gasPrice: 500n * GWEI }, { baseFeePerGas: null, reportedGasPrice: 90n * GWEI }),
    ).toEqual({
      gasPrice: 90n * GWEI,
      clamped: 'high',
    });
  });

  it('max fee and tip are EIP-1559 where the latest block has a base fee; the tip is at most the max fee', () => {
    expect(siteFees({ maxFeePerGas: 5n * GWEI, maxPriorityFeePerGas: 2n * GWEI }, net1559)).toEqual({
      gasPrice: 5n * GWEI,
      maxPriorityFeePerGas: 2n * GWEI,
    });
    expect(siteFees({ maxFeePerGas: 5n * GWEI, maxPriorityFeePerGas: 9n * GWEI }, net1559)).toEqual({
      gasPrice: 5n * GWEI,
      maxPriorityFeePerGas: 5n * GWEI,
    });
    // A max fee alone: the node's suggested tip (its price less the base fee).
    expect(siteFees({ maxFeePerGas: 5n * GWEI }, net1559)).toEqual({
      gasPrice: 5n * GWEI,
      maxPriorityFeePerGas: 2n * GWEI,
    });
    // A tip alone: the max fee is the wallet's price, or the base fee and the tip when that is more.
    expect(siteFees({ maxPriorityFeePerGas: 1n }, net1559)).toEqual({
      gasPrice: 6n * GWEI,
      maxPriorityFeePerGas: 1n,
    });
  });

  it('an EIP-1559 max fee below the base fee would never be mined: raised to it, with a notice', () => {
    expect(
      siteFees(
        { maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: 1n },
        { baseFeePerGas: 4n * GWEI, reportedGasPrice: 5n * GWEI },
      ),
    ).toEqual({ gasPrice: 4n * GWEI, maxPriorityFeePerGas: 1n, clamped: 'low' });
    expect(siteFees({ maxFeePerGas: 100n * GWEI, maxPriorityFeePerGas: 100n * GWEI }, net1559)).toEqual({
      gasPrice: GAS.maxPrice,
      maxPriorityFeePerGas: GAS.maxPrice,
      clamped: 'high',
    });
  });

  it('EIP-1559 fields on a network without a base fee: a legacy transaction at the max fee', () => {
    expect(siteFees({ maxFeePerGas: 5n * GWEI, maxPriorityFeePerGas: 1n * GWEI }, legacyNet)).toEqual({
      gasPrice: 5n * GWEI,
    });
  });
});
