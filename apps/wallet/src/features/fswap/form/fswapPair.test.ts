import { FSWAP } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import type { FswapToken } from '../data/FswapToken.ts';
import { counterparts, initialPair, pairFor } from './fswapPair.ts';

const token = (symbol: string, kind: FswapToken['kind'], address: `0x${string}`): FswapToken => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUrl: null,
  balance: 0n,
  price: 10n ** 18n,
  priceDecimals: 18,
  kind,
});
const FTM = token('FTM', 'ftm', FSWAP.ftmAddress);
const WFTM = token('WFTM', 'wftm', '0x0000000000000000000000000000000000000001');
const FUSD = token('FUSD', 'fusd', '0x0000000000000000000000000000000000000002');
const FEUR = token('FEUR', 'synth', '0x0000000000000000000000000000000000000003');
const FGBP = token('FGBP', 'synth', '0x0000000000000000000000000000000000000004');
const tokens = [FTM, WFTM, FUSD, FEUR, FGBP];

describe('fSwap pairs (docs/fswap.md#pairs)', () => {
  it('FTM pairs only with WFTM, FUSD with every synth, a synth only with FUSD', () => {
    expect(counterparts(tokens, FTM)).toEqual([WFTM]);
    expect(counterparts(tokens, WFTM)).toEqual([FTM]);
    expect(counterparts(tokens, FUSD)).toEqual([FEUR, FGBP]);
    expect(counterparts(tokens, FEUR)).toEqual([FUSD]);
  });

  it('a From token that does not pair with To changes To to its first counterpart', () => {
    expect(pairFor(tokens, FUSD.address, WFTM.address)).toEqual({ from: FUSD, to: FEUR });
    expect(pairFor(tokens, FUSD.address, FGBP.address)).toEqual({ from: FUSD, to: FGBP });
    expect(pairFor(tokens, FEUR.address, FGBP.address)).toEqual({ from: FEUR, to: FUSD });
    expect(pairFor(tokens, '0x0000000000000000000000000000000000000009', null)).toBeNull();
  });

  it('opens with the route’s tokens when they pair (any case), else FTM → WFTM', () => {
    expect(initialPair(tokens, FUSD.address.toUpperCase().replace('0X', '0x'), FEUR.address)).toEqual({
      from: FUSD,
      to: FEUR,
    });
    expect(initialPair(tokens, '0xfc00face00000000000000000000000000000000', null)).toEqual({
      from: FTM,
      to: WFTM,
    });
    expect(initialPair(tokens, null, null)).toEqual({ from: FTM, to: WFTM });
    expect(initialPair(tokens, 'nonsense', 'more nonsense')).toEqual({ from: FTM, to: WFTM });
    expect(initialPair(tokens, null, FTM.address)).toEqual({ from: WFTM, to: FTM });
    expect(initialPair([], null, null)).toBeNull();
  });
});
