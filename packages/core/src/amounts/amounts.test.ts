import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBasisPoints } from './applyBasisPoints.ts';
import { fiatValue } from './fiatValue.ts';
import { formatAmount } from './formatAmount.ts';
import { formatAmountFull } from './formatAmountFull.ts';
import { parseAmount } from './parseAmount.ts';
import { parsePrice } from './parsePrice.ts';
import { parseUint } from './parseUint.ts';
import { shortenAddress } from './shortenAddress.ts';
import { toDecimalString } from './toDecimalString.ts';
import { tokenDisplayDecimals } from './tokenDisplayDecimals.ts';
import { truncatePrice } from './truncatePrice.ts';

const FTM = 10n ** 18n;
const price = (text: string) => {
  const result = parsePrice(text);
  if (!result.ok) throw result.error;
  return result.value;
};

describe('parseAmount (docs/send.md#typed-amounts)', () => {
  it.each([
    ['1', 18, FTM],
    ['  1.5 ', 18, 15n * 10n ** 17n],
    ['.5', 18, 5n * 10n ** 17n],
    ['5.', 18, 5n * FTM],
    ['0', 18, 0n],
    ['0.000000000000000001', 18, 1n],
    ['123.45', 2, 12345n],
    ['7', 0, 7n],
    ['007.10', 6, 7_100_000n],
  ])('%j with %i decimals → %s', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['more decimals than the token has', '0.0000000000000000001', 18],
    ['a fraction for a 0-decimal token', '1.5', 0],
    ['an exponent', '1e18', 18],
    ['a sign', '-1', 18],
    ['a plus sign', '+1', 18],
    ['thousands separators', '1,000', 18],
    ['a lone dot', '.', 18],
    ['empty', '', 18],
    ['garbage', 'abc', 18],
    ['two dots', '1.2.3', 18],
    ['hex', '0x10', 18],
    ['infinity', 'Infinity', 18],
    ['above uint256', '1'.repeat(80), 0],
  ])("refuses %s with 'Invalid amount'", (_, text, decimals) => {
    const result = parseAmount(text, decimals);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('Invalid amount');
  });

  it('round-trips with toDecimalString for every decimals value 0–18 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.integer({ min: 0, max: 18 }),
        (value, decimals) => {
          expect(parseAmount(toDecimalString(value, decimals), decimals)).toEqual({ ok: true, value });
          const full = formatAmountFull(value, decimals).replace(/,/g, '');
          expect(parseAmount(full, decimals)).toEqual({ ok: true, value });
          const shown = formatAmount(value, { decimals, fractionDigits: decimals }).replace(/,/g, '');
          expect(parseAmount(shown, decimals)).toEqual({ ok: true, value });
        },
      ),
    );
  });

  it('returns a result and never throws for any string (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 100 }), (text, decimals) => {
        const result = parseAmount(text, decimals);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('formatAmount (docs/account.md#amounts-and-prices: 10,000.00 FTM; fraction digits 1–6)', () => {
  it.each([
    [10_000n * FTM, { symbol: 'FTM' }, '10,000.00 FTM'],
    [1234567n * FTM + FTM / 2n, { fractionDigits: 1 }, '1,234,567.5'],
    [FTM / 3n, { fractionDigits: 6 }, '0.333333'],
    [(2n * FTM) / 3n, { fractionDigits: 2 }, '0.66'],
    [(2n * FTM) / 3n, { fractionDigits: 2, rounding: 'half-up' as const }, '0.67'],
    [999_999n * 10n ** 12n, { fractionDigits: 2, rounding: 'half-up' as const }, '1.00'],
    [0n, {}, '0.00'],
    [12345n, { decimals: 2, fractionDigits: 4 }, '123.4500'],
    [5n * FTM, { fractionDigits: 0 }, '5'],
    [-1500n * FTM, { fractionDigits: 1 }, '-1,500.0'],
  ])('%s %j → %j', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });
});

describe('formatAmountFull (docs/account.md#amounts-and-prices: tooltip with up to 18 decimals)', () => {
  it.each([
    [1n, '0.000000000000000001'],
    [1234n * FTM + 1n, '1,234.000000000000000001'],
    [FTM, '1'],
    [0n, '0'],
  ])('%s → %j', (value, expected) => {
    expect(formatAmountFull(value)).toBe(expected);
  });
  it('appends the symbol', () => expect(formatAmountFull(FTM / 2n, 18, 'FTM')).toBe('0.5 FTM'));
});

describe('tokenDisplayDecimals (the DeFi token display rule, by price)', () => {
  it.each([
    ['0', 6],
    ['0.000001', 1],
    ['0.4999', 1],
    ['0.5', 2],
    ['99.99', 2],
    ['100', 5],
    ['999.99999', 5],
    ['1000', 6],
    ['65000.5', 6],
  ])('price %s → %i decimals', (text, decimals) => {
    expect(tokenDisplayDecimals(price(text))).toBe(decimals);
  });
});

describe('prices (docs/account.md#amounts-and-prices: truncated to 5 decimals) and fiat values', () => {
  it('parses decimal text and JSON numbers with exponents', () => {
    expect(price('0.254321789')).toBe(254_321_789n * 10n ** 9n);
    expect(parsePrice(1.2e-7)).toEqual({ ok: true, value: 120_000_000_000n });
    expect(parsePrice('1e3')).toEqual({ ok: true, value: 1000n * FTM });
    expect(parsePrice('abc').ok).toBe(false);
    expect(parsePrice(Number.NaN).ok).toBe(false);
    expect(parsePrice('-1').ok).toBe(false);
  });

  it('truncates, never rounds, to 5 decimals', () => {
    expect(truncatePrice(price('0.254329999'))).toBe(price('0.25432'));
    expect(truncatePrice(price('3'))).toBe(price('3'));
  });

  it('computes fiat value in integer math: 10,000 FTM at 0.25432 → 2,543.20', () => {
    const value = fiatValue(10_000n * FTM, price('0.25432'));
    expect(formatAmount(value, { fractionDigits: 2, rounding: 'half-up' })).toBe('2,543.20');
    expect(fiatValue(1_500_000n, price('1.01'), 6)).toBe(price('1.515'));
  });
});

describe('shortenAddress (docs/account.md#amounts-and-prices: 8 leading and 6 trailing characters)', () => {
  it('keeps 8 + 6 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39Fd6...b92266');
    expect(shortenAddress('short')).toBe('short');
  });
});

describe('basis points (docs/account.md#amounts-and-prices: × 1.05, less 0.5 %, 99.95 %)', () => {
  it.each([
    [100n, 10_500n, 'down', 105n],
    [101n, 10_500n, 'down', 106n],
    [101n, 10_500n, 'up', 107n],
    [1000n, 9_950n, 'down', 995n],
    [10_000n, 9_995n, 'down', 9_995n],
  ] as const)('%s × %s bps (%s) = %s', (value, bps, rounding, expected) => {
    expect(applyBasisPoints(value, bps, rounding)).toBe(expected);
  });
});

describe('parseUint (hex or decimal ids without precision loss)', () => {
  it.each([
    ['0x1f', 31n],
    ['12345678901234567890', 12345678901234567890n],
    ['0xffffffffffffffffffff', 0xffffffffffffffffffffn],
    [7, 7n],
    [10n, 10n],
  ])('%s → %s', (input, expected) => expect(parseUint(input)).toBe(expected));
  it.each([['-1'], ['1.5'], ['0x'], [''], [1.5], [-1n]])('%s → undefined', (input) =>
    expect(parseUint(input)).toBeUndefined(),
  );
});
