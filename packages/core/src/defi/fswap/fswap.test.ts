import { uniswapRouterAbi, wrappedFtmArtifact } from '@fantom-wallet/contracts';
import fc from 'fast-check';
import { decodeFunctionData, getAddress, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/MESSAGES.ts';
import { buildUniswapCall } from '../uniswap/buildUniswapCall.ts';
import { minimumAmount, uniswapDeadline } from '../uniswap/slippageLimits.ts';
import { buildWftmDeposit, buildWftmWithdraw } from './buildFswapCall.ts';
import { checkSwapAmount } from './checkSwapAmount.ts';
import { FSWAP } from './FSWAP.ts';
import { FSWAP_MESSAGES } from './FSWAP_MESSAGES.ts';
import type { FswapTokenKind } from './FswapTokenKind.ts';
import { fswapRoute } from './fswapRoute.ts';
import { kindOfFswapToken } from './kindOfFswapToken.ts';
import { maxSwapFrom } from './maxSwapFrom.ts';
import { amountAtPercent, percentOfMax } from './percentOfMax.ts';
import { swapAllowanceMarginBps } from './swapLimits.ts';
import { swapPrice } from './swapPrice.ts';

const E18 = 10n ** 18n;
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83');
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f');
const FEUR = getAddress('0xe105621721d1293c27be7718e041a4ce0ebb227e');
const ROUTER = getAddress('0xf491e7b69e4244ad4002bc14e878a34207e38c29');
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const kinds: FswapTokenKind[] = ['ftm', 'wftm', 'fusd', 'synth'];
const wei = fc.bigInt({ min: 0n, max: 10n ** 30n });
const bps = fc.bigInt({ min: 0n, max: 10_000n });

describe('fswapRoute (docs/fswap.md#pairs)', () => {
  it('wraps FTM into WFTM, unwraps WFTM into FTM and trades FUSD with a synth either way', () => {
    expect(fswapRoute('ftm', 'wftm')).toBe('wrap');
    expect(fswapRoute('wftm', 'ftm')).toBe('unwrap');
    expect(fswapRoute('fusd', 'synth')).toBe('trade');
    expect(fswapRoute('synth', 'fusd')).toBe('trade');
  });

  it('offers nothing else: no token with itself, no FTM for FUSD, no synth for a synth', () => {
    expect(fswapRoute('ftm', 'ftm')).toBeNull();
    expect(fswapRoute('ftm', 'fusd')).toBeNull();
    expect(fswapRoute('wftm', 'synth')).toBeNull();
    expect(fswapRoute('synth', 'synth')).toBeNull();
    expect(fswapRoute('fusd', 'fusd')).toBeNull();
  });

  it('a route exists one way exactly when it exists the other way (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.constantFrom(...kinds), (a, b) => {
        expect(fswapRoute(a, b) === null).toBe(fswapRoute(b, a) === null);
      }),
    );
  });
});

describe('kindOfFswapToken (docs/fswap.md#pairs)', () => {
  it('knows the FTM pseudo-token by its address 0xfc00face…, WFTM by canWrapFTM, FUSD by symbol, synths by canMint', () => {
    expect(FSWAP.ftmAddress.toLowerCase()).toBe('0xfc00face00000000000000000000000000000000');
    expect(kindOfFswapToken({ address: '0xfc00face00000000000000000000000000000000', symbol: 'FTM' })).toBe(
      'ftm',
    );
    expect(kindOfFswapToken({ address: WFTM, symbol: 'WFTM', canWrapFTM: true })).toBe('wftm');
    expect(kindOfFswapToken({ address: FUSD, symbol: 'FUSD', canMint: true })).toBe('fusd');
    expect(kindOfFswapToken({ address: FEUR, symbol: 'FEUR', canMint: true })).toBe('synth');
    expect(kindOfFswapToken({ address: FEUR, symbol: 'SFTM', canMint: false })).toBeNull();
  });
});

describe('maxSwapFrom (docs/fswap.md#max-from)', () => {
  it('selling FTM keeps 2 FTM back, then the slippage reserve', () => {
    // (10 − 2) × (1 − 0.3 %) = 7.976
    expect(maxSwapFrom({ balance: 10n * E18, kind: 'ftm', slippageReserveBps: 30n })).toBe(
      7_976n * 10n ** 15n,
    );
    expect(maxSwapFrom({ balance: 2n * E18, kind: 'ftm', slippageReserveBps: 30n })).toBe(0n);
    expect(maxSwapFrom({ balance: E18, kind: 'ftm', slippageReserveBps: 0n })).toBe(0n);
  });

  it('selling FUSD keeps 0.5 % back, then the slippage reserve', () => {
    // 1000 × 0.995 × 0.997 = 992.015
    expect(maxSwapFrom({ balance: 1000n * E18, kind: 'fusd', slippageReserveBps: 30n })).toBe(
      992_015n * 10n ** 15n,
    );
  });

  it('WFTM and synths keep only the slippage reserve back', () => {
    expect(maxSwapFrom({ balance: 1000n * E18, kind: 'wftm', slippageReserveBps: 30n })).toBe(997n * E18);
    expect(maxSwapFrom({ balance: 1000n * E18, kind: 'synth', slippageReserveBps: 0n })).toBe(1000n * E18);
  });

  it('is never negative and never above the balance (property)', () => {
    fc.assert(
      fc.property(wei, fc.constantFrom(...kinds), bps, (balance, kind, slippageReserveBps) => {
        const max = maxSwapFrom({ balance, kind, slippageReserveBps });
        expect(max >= 0n).toBe(true);
        expect(max <= balance).toBe(true);
        if (kind === 'ftm')
          expect(max <= (balance > FSWAP.ftmReserve ? balance - FSWAP.ftmReserve : 0n)).toBe(true);
      }),
    );
  });
});

describe('checkSwapAmount (docs/fswap.md#amounts)', () => {
  const max = 5n * E18;
  it('an amount within the max can be submitted', () => {
    expect(checkSwapAmount('1.5', 18, max)).toEqual({
      amount: 15n * 10n ** 17n,
      error: null,
      canSubmit: true,
    });
    expect(checkSwapAmount('5', 18, max).canSubmit).toBe(true);
  });

  it(`over the max is '${FSWAP_MESSAGES.overMax}' and corrected to the max`, () => {
    expect(checkSwapAmount('5.000000000000000001', 18, max)).toEqual({
      amount: max,
      error: FSWAP_MESSAGES.overMax,
      canSubmit: false,
    });
  });

  it('a corrected amount of 0 blocks submit', () => {
    expect(checkSwapAmount('0', 18, max)).toEqual({ amount: 0n, error: null, canSubmit: false });
    expect(checkSwapAmount('3', 18, 0n)).toEqual({
      amount: 0n,
      error: FSWAP_MESSAGES.overMax,
      canSubmit: false,
    });
    expect(checkSwapAmount('', 18, max).canSubmit).toBe(false);
  });

  it(`text that is no amount is '${MESSAGES.invalidAmount}'`, () => {
    for (const text of ['-1', '+1', '1e3', 'abc', '1,5', '0x10', '1.2.3', '١٢']) {
      expect(checkSwapAmount(text, 18, max)).toEqual({
        amount: 0n,
        error: MESSAGES.invalidAmount,
        canSubmit: false,
      });
    }
    expect(checkSwapAmount('0.1234567', 6, max).error).toBe(MESSAGES.invalidAmount);
  });

  it('any text gives an amount within 0 … max, and submit only for a positive one (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), wei, (text, top) => {
        const checked = checkSwapAmount(text, 18, top);
        expect(checked.amount >= 0n && checked.amount <= top).toBe(true);
        if (checked.canSubmit) expect(checked.amount > 0n && checked.error === null).toBe(true);
      }),
    );
  });
});

describe('slider amounts (docs/fswap.md#slider)', () => {
  it('25 % of the max is a quarter, rounded down; non-numbers are 0', () => {
    expect(amountAtPercent(7_976n * 10n ** 15n, 25)).toBe(1_994n * 10n ** 15n);
    expect(amountAtPercent(3n, 50)).toBe(1n);
    expect(amountAtPercent(100n, Number.NaN)).toBe(0n);
    expect(amountAtPercent(100n, 250)).toBe(100n);
  });

  it('the slider follows a typed amount and never leaves 0–100 (property)', () => {
    fc.assert(
      fc.property(wei, wei, (amount, max) => {
        const percent = percentOfMax(amount, max);
        expect(percent >= 0 && percent <= 100 && Number.isInteger(percent)).toBe(true);
        expect(amountAtPercent(max, percent) <= max).toBe(true);
      }),
    );
    expect(percentOfMax(25n, 100n)).toBe(25);
    expect(percentOfMax(amountAtPercent(10n ** 18n, 75), 10n ** 18n)).toBe(75);
  });
});

describe('trade limits (docs/fswap.md#trade)', () => {
  it('minimum received = the quote less the slippage tolerance, rounded down', () => {
    expect(minimumAmount(1000n * E18, 50n)).toBe(995n * E18);
    expect(minimumAmount(199n, 50n)).toBe(198n);
  });

  it('the minimum never exceeds the quote (property)', () => {
    fc.assert(
      fc.property(wei, bps, (out, slippage) => {
        const min = minimumAmount(out, slippage);
        expect(min <= out && min >= 0n).toBe(true);
      }),
    );
  });

  it('the allowance margin is 5 %, 5.5 % when selling FUSD', () => {
    expect(swapAllowanceMarginBps(false)).toBe(500n);
    expect(swapAllowanceMarginBps(true)).toBe(550n);
  });

  it('the deadline is chain time + 1200 s', () => {
    expect(uniswapDeadline(1_700_000_000n)).toBe(1_700_001_200n);
  });
});

describe('swapPrice (docs/fswap.md#price)', () => {
  it('is from-price ÷ to-price with 4 digits, either way round', () => {
    const ftm = { price: 7n * 10n ** 17n, priceDecimals: 18 };
    const fusd = { price: E18, priceDecimals: 18 };
    expect(swapPrice(ftm, ftm)).toBe(10_000n);
    expect(swapPrice(ftm, fusd)).toBe(7_000n);
    expect(swapPrice(fusd, ftm)).toBe(14_285n);
    expect(swapPrice({ price: 108n, priceDecimals: 2 }, fusd)).toBe(10_800n);
    expect(swapPrice(fusd, { price: 0n, priceDecimals: 18 })).toBeNull();
  });
});

describe('calldata (docs/fswap.md#transactions)', () => {
  it('wrap is deposit() with the amount as value, on WFTM', () => {
    const call = buildWftmDeposit(WFTM, 3n * E18);
    expect(call).toMatchObject({ to: WFTM, value: 3n * E18 });
    expect(call.data).toBe(toFunctionSelector('deposit()'));
    expect(decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: call.data }).functionName).toBe('deposit');
  });

  it('unwrap is withdraw(amount) on WFTM with no value', () => {
    const call = buildWftmWithdraw(WFTM, 42n);
    expect(call).toMatchObject({ to: WFTM, value: 0n });
    const decoded = decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: call.data });
    expect(decoded.functionName).toBe('withdraw');
    expect(decoded.args).toEqual([42n]);
  });

  it("a trade is the router's swapExactTokensForTokens on [from, to] to the wallet, with the deadline", () => {
    const call = buildUniswapCall(ROUTER, {
      kind: 'swapExactIn',
      amountIn: 10n * E18,
      amountOutMin: 9n * E18,
      path: [FUSD, FEUR],
      recipient: ALICE,
      deadline: 1_700_001_200n,
    });
    expect(call).toMatchObject({ to: ROUTER, value: 0n });
    const decoded = decodeFunctionData({ abi: uniswapRouterAbi, data: call.data });
    expect(decoded.functionName).toBe('swapExactTokensForTokens');
    expect(decoded.args).toEqual([10n * E18, 9n * E18, [FUSD, FEUR], ALICE, 1_700_001_200n]);
  });
});
