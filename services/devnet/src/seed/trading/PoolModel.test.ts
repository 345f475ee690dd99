import fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { PoolModel } from './PoolModel.ts';

const [pair, token0, token1, alice, bob] = [1, 2, 3, 4, 5].map(
  (n) => `0x${n.toString(16).padStart(40, '0')}` as Address,
) as [Address, Address, Address, Address, Address];
const e18 = 10n ** 18n;

describe('PoolModel: Uniswap V2 arithmetic', () => {
  it('mints sqrt(a·b) − 1000 on the first deposit and locks the 1000', () => {
    const pool = new PoolModel(pair, token0, token1);
    const minted = pool.deposit(alice, 400n * e18, 100n * e18);
    expect(minted).toEqual({ amount0: 400n * e18, amount1: 100n * e18, liquidity: 200n * e18 - 1000n });
    expect(pool.totalSupply).toBe(200n * e18);
    expect(pool.shareOf(alice)).toBe(200n * e18 - 1000n);
  });

  it('takes later deposits at the pool ratio, limited by the scarcer side', () => {
    const pool = new PoolModel(pair, token0, token1);
    pool.deposit(alice, 400n * e18, 100n * e18);
    // Too much of token1 for 40 of token0: the router takes 10.
    expect(pool.deposit(bob, 40n * e18, 50n * e18)).toEqual({
      amount0: 40n * e18,
      amount1: 10n * e18,
      liquidity: 20n * e18,
    });
    // Too much of token0 for 1 of token1: the router takes 4.
    expect(pool.quoteDeposit(400n * e18, 1n * e18)).toMatchObject({ amount0: 4n * e18, amount1: 1n * e18 });
  });

  it('swaps with the 0.3 % fee: out = in·997·rOut ÷ (rIn·1000 + in·997), rounded down', () => {
    const pool = new PoolModel(pair, token0, token1);
    pool.deposit(alice, 1000n, 2000n);
    expect(pool.swap(100n, true)).toBe((100n * 997n * 2000n) / (1000n * 1000n + 100n * 997n));
    expect([pool.reserve0, pool.reserve1]).toEqual([1100n, 2000n - 181n]);
    // Nothing comes out of a dust swap, and nothing moves.
    expect(pool.swap(0n, false)).toBe(0n);
    expect(pool.amountOut(1n, false)).toBe(0n);
  });

  it('pays a withdrawal its share of both reserves and refuses more than the share', () => {
    const pool = new PoolModel(pair, token0, token1);
    pool.deposit(alice, 400n * e18, 100n * e18);
    const half = pool.shareOf(alice) / 2n;
    const paid = pool.withdraw(alice, half);
    expect(paid.amount0).toBe((half * 400n * e18) / (200n * e18));
    expect(pool.withdraw(bob, 1n)).toEqual({ amount0: 0n, amount1: 0n });
    expect(pool.withdraw(alice, pool.shareOf(alice) + 1n)).toEqual({ amount0: 0n, amount1: 0n });
  });

  it('never lowers reserve0 × reserve1 with a swap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10_000n, max: 10n ** 30n }),
        fc.bigInt({ min: 10_000n, max: 10n ** 30n }),
        fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 31n }), fc.boolean()), { maxLength: 20 }),
        (a, b, swaps) => {
          const pool = new PoolModel(pair, token0, token1);
          pool.deposit(alice, a, b);
          for (const [amount, zeroForOne] of swaps) {
            const k = pool.reserve0 * pool.reserve1;
            pool.swap(amount, zeroForOne);
            expect(pool.reserve0 * pool.reserve1).toBeGreaterThanOrEqual(k);
            expect(pool.reserve0 > 0n && pool.reserve1 > 0n).toBe(true);
          }
        },
      ),
    );
  });
});
