import { fantomMintArtifact, fantomMintRewardDistributionArtifact } from '@fantom-wallet/contracts';
import fc from 'fast-check';
import { decodeFunctionData, getAddress, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildFmintCall, buildFmintRewardCall } from './buildFmintCall.ts';
import { clampToBounds } from './clampToBounds.ts';
import { collateralBounds } from './collateralBounds.ts';
import {
  collateralRatio,
  collateralRatioColor,
  collateralRatioRing,
  shownCollateralRatio,
} from './collateralRatio.ts';
import { debtBounds } from './debtBounds.ts';
import { debtLimit, isNearLiquidation } from './debtLimit.ts';
import { FMINT } from './FMINT.ts';
import { FMINT_MESSAGES } from './FMINT_MESSAGES.ts';
import { fmintAbi, fmintRewardAbi } from './fmintAbi.ts';
import { fmintDisplayDecimals } from './fmintDisplayDecimals.ts';
import { isDepositMoreNeeded } from './isDepositMoreNeeded.ts';
import { maxMintable, maxMintableValue } from './maxMintable.ts';
import { mintFee, mintReceived } from './mintFee.ts';
import { planCollateralChange } from './planCollateralChange.ts';
import { planDebtChange } from './planDebtChange.ts';
import { lessSlippageReserve } from './slippageReserve.ts';
import { amountForValue, tokenValue } from './tokenValue.ts';

const E18 = 10n ** 18n;
const units = (n: number | string) => BigInt(Math.round(Number(n) * 1e6)) * 10n ** 12n;
const FTM_PRICE = 7n * 10n ** 17n; // 0.70 USD
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f');
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83');
const FMINT_ADDRESS = '0xdef1000000000000000000000000000000000001' as const;
const amount = fc.bigInt({ min: 0n, max: 10n ** 30n });
const price = fc.bigInt({ min: 1n, max: 10n ** 24n });
const bps = fc.bigInt({ min: 0n, max: 10_000n });

describe('docs/fmint.md#value', () => {
  it('is amount × price ÷ 10^priceDecimals, rounded down', () => {
    expect(tokenValue(units(10_100), FTM_PRICE, 18)).toBe(units(7_070));
    expect(tokenValue(3n, 5n, 1)).toBe(1n);
    expect(tokenValue(0n, FTM_PRICE, 18)).toBe(0n);
  });

  it('amountForValue never gives more value than asked (down) and never less (up)', () => {
    fc.assert(
      fc.property(amount, price, fc.integer({ min: 0, max: 24 }), (value, p, d) => {
        const down = amountForValue(value, p, d);
        const up = amountForValue(value, p, d, 'up');
        expect(tokenValue(down, p, d)).toBeLessThanOrEqual(value);
        expect(tokenValue(up, p, d)).toBeGreaterThanOrEqual(value);
        expect(up - down).toBeLessThanOrEqual(1n);
      }),
    );
  });

  it('an amount without a price has no value to give', () => {
    expect(amountForValue(E18, 0n, 18)).toBe(0n);
  });
});

describe('docs/fmint.md#c-ratio', () => {
  it("alice's seeded position is about 638 %", () => {
    const collateral = tokenValue(units(10_100), FTM_PRICE, 18);
    const debt = units(1_000) + tokenValue(units(100), 1_077n * 10n ** 15n, 18);
    expect(collateralRatio(collateral, debt)).toBe(63_825n);
  });

  it('has no ratio without debt', () => {
    expect(collateralRatio(E18, 0n)).toBeNull();
  });

  it('shows at most 5000 % and fills the ring at 1000 %', () => {
    expect(shownCollateralRatio(600_000n)).toBe(500_000n);
    expect(shownCollateralRatio(63_800n)).toBe(63_800n);
    expect(collateralRatioRing(50_000n)).toBe(5_000n);
    expect(collateralRatioRing(200_000n)).toBe(10_000n);
    expect(collateralRatioRing(null)).toBe(0n);
  });

  it('is red from 0, amber from 300 %, green from the reward ratio', () => {
    expect(collateralRatioColor(0n)).toBe('red');
    expect(collateralRatioColor(29_999n)).toBe('red');
    expect(collateralRatioColor(30_000n)).toBe('amber');
    expect(collateralRatioColor(49_999n)).toBe('amber');
    expect(collateralRatioColor(50_000n)).toBe('green');
    expect(collateralRatioColor(null)).toBe('green');
    expect(collateralRatioColor(45_000n, 30_000n, 40_000n)).toBe('green');
  });
});

describe('docs/fmint.md#debt-limit', () => {
  it('is debt ÷ (collateral ÷ 1.5), and the warning shows above 75 % (a C-ratio under 200 %)', () => {
    expect(debtLimit(units(300), units(100))).toBe(5_000n);
    expect(debtLimit(units(200), units(100))).toBe(7_500n);
    expect(isNearLiquidation(debtLimit(units(200), units(100)))).toBe(false);
    expect(isNearLiquidation(debtLimit(units(199), units(100)))).toBe(true);
    expect(debtLimit(units(100), 0n)).toBe(0n);
    expect(debtLimit(0n, units(1))).toBe(10_000n);
  });

  it('warns exactly when the C-ratio is under 200 %', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (c, d) => {
          const ratio = collateralRatio(c, d) ?? 0n;
          expect(isNearLiquidation(debtLimit(c, d))).toBe(c * 10_000n < d * 20_000n);
          if (ratio >= 20_000n) expect(isNearLiquidation(debtLimit(c, d))).toBe(false);
        },
      ),
    );
  });
});

describe('docs/fmint.md#max-mintable', () => {
  it('mints what keeps the account at the minimum ratio', () => {
    expect(maxMintableValue(units(3_000), units(500), 30_000n)).toBe(units(500));
    expect(maxMintableValue(units(3_000), units(1_200), 30_000n)).toBe(0n);
    expect(maxMintable(units(3_000), 0n, 30_000n, { price: 2n * E18, priceDecimals: 18 })).toBe(units(500));
  });

  it('never lets the debt go above collateral ÷ minimum ratio', () => {
    fc.assert(
      fc.property(amount, amount, fc.bigInt({ min: 10_001n, max: 100_000n }), (c, d, ratio) => {
        const m = maxMintableValue(c, d, ratio);
        expect(m).toBeGreaterThanOrEqual(0n);
        if (m > 0n) expect((d + m) * ratio).toBeLessThanOrEqual(c * 10_000n);
      }),
    );
  });
});

describe('docs/fmint.md#mint-fee', () => {
  it('is amount × fee4 ÷ 10,000 + 1, and the rest arrives', () => {
    expect(mintFee(units(100), 25n)).toBe(units(0.25) + 1n);
    expect(mintReceived(units(100), 25n)).toBe(units(99.75) - 1n);
    expect(mintFee(units(100), 50n)).toBe(units(0.5) + 1n);
    expect(mintFee(0n, 50n)).toBe(0n);
    expect(mintReceived(1n, 50n)).toBe(0n);
  });

  it('fee plus what arrives is the amount minted', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n }), bps, (a, fee4) => {
        const fee = mintFee(a, fee4);
        if (fee <= a) expect(fee + mintReceived(a, fee4)).toBe(a);
      }),
    );
  });
});

describe('docs/fmint.md#slippage-reserve', () => {
  it('takes 0.3 % off a maximum by default and clamps odd reserves', () => {
    expect(lessSlippageReserve(units(1_000), FMINT.defaultSlippageReserveBps)).toBe(units(997));
    expect(lessSlippageReserve(units(1_000), 0n)).toBe(units(1_000));
    expect(lessSlippageReserve(units(1_000), 20_000n)).toBe(0n);
    expect(lessSlippageReserve(units(1_000), -5n)).toBe(units(1_000));
  });
});

describe('docs/fmint.md#collateral-bounds', () => {
  const base = {
    price: FTM_PRICE,
    priceDecimals: 18,
    minRatioBps: 30_000n,
    reserveBps: 30n,
  };

  it('without debt everything may be unlocked and the wallet balance less the reserve locked', () => {
    const b = collateralBounds({
      ...base,
      locked: units(1_000),
      available: units(100),
      collateralValue: units(700),
      debtValue: 0n,
    });
    expect(b).toEqual({ min: 0n, max: units(1_099.7) });
  });

  it("keeps the whole debt at 300 % plus the reserve (carol's 232.5 FUSD needs ~999.4 WFTM)", () => {
    const b = collateralBounds({
      ...base,
      locked: units(1_000),
      available: 0n,
      collateralValue: units(700),
      debtValue: units(232.5),
    });
    // 697.5 USD ÷ 0.70 = 996.428… WFTM, + 0.3 %
    expect(b.min).toBeGreaterThan(units(999.4));
    expect(b.min).toBeLessThanOrEqual(units(1_000));
    expect(b.max).toBe(units(1_000));
  });

  it('other collateral tokens count towards the minimum', () => {
    const b = collateralBounds({
      ...base,
      locked: units(100),
      available: 0n,
      collateralValue: units(70) + units(1_000),
      debtValue: units(100),
    });
    expect(b.min).toBe(0n);
  });

  it('min ≤ locked ≤ max, and unlocking down to min keeps 300 %', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        price,
        bps,
        (locked, available, otherValue, debt, p, reserve) => {
          const collateralValue = tokenValue(locked, p, 18) + otherValue;
          const b = collateralBounds({
            locked,
            available,
            price: p,
            priceDecimals: 18,
            collateralValue,
            debtValue: debt,
            minRatioBps: 30_000n,
            reserveBps: reserve,
          });
          expect(b.min).toBeGreaterThanOrEqual(0n);
          expect(b.min).toBeLessThanOrEqual(locked);
          expect(b.max).toBeGreaterThanOrEqual(locked);
          expect(b.max).toBeLessThanOrEqual(locked + available);
          if (b.min < locked) {
            expect((tokenValue(b.min, p, 18) + otherValue) * 10_000n).toBeGreaterThanOrEqual(debt * 30_000n);
          }
        },
      ),
    );
  });
});

describe('docs/fmint.md#debt-bounds', () => {
  it('goes down by the synth the wallet holds and up by the mintable less the reserve', () => {
    expect(
      debtBounds({ debt: units(130), balance: units(200), maxMintable: units(45), reserveBps: 30n }),
    ).toEqual({
      min: 0n,
      max: units(130) + units(44.865),
    });
    expect(debtBounds({ debt: units(130), balance: units(30), maxMintable: 0n, reserveBps: 30n })).toEqual({
      min: units(100),
      max: units(130),
    });
  });
});

describe('docs/fmint.md#lock-and-unlock', () => {
  it('the same amount sends nothing; more deposits the difference; less withdraws it', () => {
    expect(planCollateralChange(units(10), units(10), 18)).toEqual({ kind: 'unchanged' });
    expect(planCollateralChange(units(10), units(15), 18)).toEqual({ kind: 'deposit', amount: units(5) });
    expect(planCollateralChange(units(10), units(4), 18)).toEqual({
      kind: 'withdraw',
      amount: units(6),
      all: false,
    });
  });

  it('a remainder under 1e-6 withdraws the whole balance', () => {
    const locked = units(10) + 123n;
    expect(planCollateralChange(locked, 10n ** 12n - 1n, 18)).toEqual({
      kind: 'withdraw',
      amount: locked,
      all: true,
    });
    expect(planCollateralChange(locked, 0n, 18)).toEqual({ kind: 'withdraw', amount: locked, all: true });
    expect(planCollateralChange(locked, 10n ** 12n, 18)).toMatchObject({ kind: 'withdraw', all: false });
  });

  it("'Deposit more {symbol}…' shows at 0.01 or less", () => {
    expect(isDepositMoreNeeded(units(0.01), 18)).toBe(true);
    expect(isDepositMoreNeeded(units(0.01) + 1n, 18)).toBe(false);
    expect(isDepositMoreNeeded(0n, 18)).toBe(true);
    expect(FMINT_MESSAGES.depositMore('WFTM')).toBe('Deposit more WFTM to increase your collateral');
  });
});

describe('docs/fmint.md#mint-and-repay', () => {
  it('above 99.5 % of the maximum mints the maximum, repaying above 99.5 % of the debt repays all', () => {
    expect(planDebtChange(units(100), units(100), units(200))).toEqual({ kind: 'unchanged' });
    expect(planDebtChange(units(100), units(150), units(200))).toEqual({
      kind: 'mint',
      amount: units(50),
      max: false,
    });
    expect(planDebtChange(units(100), units(199), units(200))).toMatchObject({ kind: 'mint', max: false });
    expect(planDebtChange(units(100), units(199.1), units(200))).toMatchObject({ kind: 'mint', max: true });
    expect(planDebtChange(units(100), units(1), units(200))).toEqual({
      kind: 'repay',
      amount: units(99),
      max: false,
    });
    expect(planDebtChange(units(100), units(0.4), units(200))).toMatchObject({ kind: 'repay', max: true });
    expect(planDebtChange(units(100), 0n, units(200))).toEqual({
      kind: 'repay',
      amount: units(100),
      max: true,
    });
  });

  it('every change moves the debt to the target', () => {
    fc.assert(
      fc.property(amount, amount, amount, (debt, target, maxDebt) => {
        const change = planDebtChange(debt, target, maxDebt);
        if (change.kind === 'unchanged') expect(target).toBe(debt);
        else if (change.kind === 'mint') expect(debt + change.amount).toBe(target);
        else expect(debt - change.amount).toBe(target);
      }),
    );
  });
});

describe('docs/fmint.md#inputs', () => {
  it('clamps into the bounds, and anything not a number becomes the minimum', () => {
    expect(clampToBounds('5', 18, units(1), units(10))).toBe(units(5));
    expect(clampToBounds('50', 18, units(1), units(10))).toBe(units(10));
    expect(clampToBounds('0.5', 18, units(1), units(10))).toBe(units(1));
    for (const text of ['', 'abc', 'NaN', '-3', '+3', '1e5', '1,5', '١٢', '<script>', ' ']) {
      expect(clampToBounds(text, 18, units(1), units(10))).toBe(units(1));
    }
  });

  it('any text gives a value within the bounds', () => {
    fc.assert(
      fc.property(fc.string(), amount, amount, (text, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const v = clampToBounds(text, 18, min, max);
        expect(v >= min && v <= max).toBe(true);
      }),
    );
  });
});

describe('docs/fmint.md#display', () => {
  it('decimals by price, whatever the price decimals', () => {
    expect(fmintDisplayDecimals(0n, 18)).toBe(6);
    expect(fmintDisplayDecimals(4n * 10n ** 17n, 18)).toBe(1);
    expect(fmintDisplayDecimals(FTM_PRICE, 18)).toBe(2);
    expect(fmintDisplayDecimals(70n, 2)).toBe(2);
    expect(fmintDisplayDecimals(500n * 10n ** 8n, 8)).toBe(5);
    expect(fmintDisplayDecimals(5_000n * E18 * 10n, 19)).toBe(6);
  });
});

describe('docs/fmint.md#transactions', () => {
  const compiled = [...fantomMintArtifact.abi, ...fantomMintRewardDistributionArtifact.abi];
  it.each([...fmintAbi, ...fmintRewardAbi])('$name matches the compiled contract', (fragment) => {
    const twin = compiled.find((f) => f.type === 'function' && 'name' in f && f.name === fragment.name) as
      | (typeof compiled)[number]
      | undefined;
    expect(twin).toBeDefined();
    expect(toFunctionSelector(twin as never)).toBe(toFunctionSelector(fragment as never));
  });

  it('builds each must… call with its arguments in order', () => {
    const deposit = buildFmintCall(FMINT_ADDRESS, { action: 'mustDeposit', token: WFTM, amount: 5n });
    expect(deposit.to).toBe(FMINT_ADDRESS);
    expect(deposit.value).toBe(0n);
    expect(deposit.data.slice(0, 10)).toBe('0xa02bda7a');
    expect(decodeFunctionData({ abi: fmintAbi, data: deposit.data }).args).toEqual([WFTM, 5n]);
    const repay = buildFmintCall(FMINT_ADDRESS, { action: 'mustRepay', token: FUSD, amount: 7n });
    expect(repay.data.slice(0, 10)).toBe('0x557c138b');
    const mintMax = buildFmintCall(FMINT_ADDRESS, { action: 'mustMintMax', token: FUSD, ratio: 30_000n });
    expect(decodeFunctionData({ abi: fmintAbi, data: mintMax.data })).toMatchObject({
      functionName: 'mustMintMax',
      args: [FUSD, 30_000n],
    });
    const repayMax = buildFmintCall(FMINT_ADDRESS, { action: 'mustRepayMax', token: FUSD });
    expect(decodeFunctionData({ abi: fmintAbi, data: repayMax.data }).args).toEqual([FUSD]);
    for (const action of ['mustWithdraw', 'mustMint'] as const) {
      const call = buildFmintCall(FMINT_ADDRESS, { action, token: WFTM, amount: 9n });
      expect(decodeFunctionData({ abi: fmintAbi, data: call.data }).functionName).toBe(action);
    }
  });

  it('claims and pushes rewards on the distribution', () => {
    const claim = buildFmintRewardCall(FMINT_ADDRESS, 'claim');
    expect(decodeFunctionData({ abi: fmintRewardAbi, data: claim.data }).functionName).toBe(
      'mustRewardClaim',
    );
    const push = buildFmintRewardCall(FMINT_ADDRESS, 'push');
    expect(decodeFunctionData({ abi: fmintRewardAbi, data: push.data }).functionName).toBe('mustRewardPush');
  });
});
