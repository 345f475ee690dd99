import { addresses, fmintTokens } from '@fantom-wallet/contracts';
import { describe, expect, it } from 'vitest';
import { seededPairs } from './seededPairs.ts';

const pair = (name: string) => {
  const found = seededPairs.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no seeded pair ${name}`);
  return found;
};
const price = (address: string) => fmintTokens.find((t) => t.address === address)?.price ?? 0n;
const UNIT = 10n ** 18n;

describe('seededPairs', () => {
  // The oracle's WFTM price is the API's FTM quote in USD (packages/contracts pins that).
  it("starts WFTM/tUSDC at the oracle's WFTM price, one tUSDC (6 decimals) a dollar", () => {
    const { depositA, depositB } = pair('WFTM/tUSDC');
    expect(depositB * 10n ** 12n * UNIT).toBe(depositA * price(addresses.wftm));
    expect(price(addresses.wftm)).toBe(700_000_000_000_000_000n);
  });

  it('starts WFTM/FUSD and FUSD/fEUR at the oracle prices, exact to the last wei', () => {
    const ftmFusd = pair('WFTM/FUSD');
    expect(ftmFusd.depositB * price(addresses.fusd)).toBe(ftmFusd.depositA * price(addresses.wftm));
    const fusdFeur = pair('FUSD/fEUR');
    const value = (amount: bigint, token: string) => amount * price(token);
    const gap = value(fusdFeur.depositA, addresses.fusd) - value(fusdFeur.depositB, addresses.feur);
    // Rounded down by less than one wei of fEUR.
    expect(gap >= 0n && gap < price(addresses.feur)).toBe(true);
  });

  it('leaves one pair empty and untraded, and gives tDAI and sFTM none', () => {
    expect(seededPairs.filter((p) => p.weight === 0).map((p) => [p.name, p.depositA, p.depositB])).toEqual([
      ['WFTM/tBTC', 0n, 0n],
    ]);
    const tokens = seededPairs.flatMap((p) => [p.tokenA, p.tokenB]);
    expect(tokens).not.toContain(addresses.tokenDai);
    expect(tokens).not.toContain(addresses.sftm);
  });
});
