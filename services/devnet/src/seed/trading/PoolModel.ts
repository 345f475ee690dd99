import type { Address } from 'viem';

const MINIMUM_LIQUIDITY = 1000n;

/** Floor of the square root (what v2-core's `Math.sqrt` computes). */
function sqrt(value: bigint): bigint {
  if (value < 4n) return value === 0n ? 0n : 1n;
  let root = value;
  let next = value / 2n + 1n;
  while (next < root) {
    root = next;
    next = (value / next + next) / 2n;
  }
  return root;
}

export interface Deposit {
  amount0: bigint;
  amount1: bigint;
  liquidity: bigint;
}

/**
 * One Uniswap V2 pair, computed exactly as the router and the pair compute it (0.3 % fee, no protocol fee),
 * so the devnet's seed knows every amount before it sends anything, and can check the chain against it.
 * Amounts are in token0/token1 order.
 */
export class PoolModel {
  reserve0 = 0n;
  reserve1 = 0n;
  totalSupply = 0n;
  private readonly shares = new Map<Address, bigint>();

  constructor(
    readonly pair: Address,
    readonly token0: Address,
    readonly token1: Address,
  ) {}

  shareOf(owner: Address): bigint {
    return this.shares.get(owner) ?? 0n;
  }

  /** The router's `getAmountOut`. */
  amountOut(amountIn: bigint, zeroForOne: boolean): bigint {
    const [reserveIn, reserveOut] = zeroForOne
      ? [this.reserve0, this.reserve1]
      : [this.reserve1, this.reserve0];
    if (amountIn <= 0n || reserveIn === 0n || reserveOut === 0n) return 0n;
    const withFee = amountIn * 997n;
    return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
  }

  /** `swapExactTokensForTokens` on this pair alone; returns the amount out (0: the swap would revert). */
  swap(amountIn: bigint, zeroForOne: boolean): bigint {
    const out = this.amountOut(amountIn, zeroForOne);
    if (out === 0n) return 0n;
    if (zeroForOne) {
      this.reserve0 += amountIn;
      this.reserve1 -= out;
    } else {
      this.reserve1 += amountIn;
      this.reserve0 -= out;
    }
    return out;
  }

  /** The amounts the router takes for these desired amounts (`_addLiquidity`), and the share the pair mints. */
  quoteDeposit(desired0: bigint, desired1: bigint): Deposit {
    let [amount0, amount1] = [desired0, desired1];
    if (this.reserve0 !== 0n || this.reserve1 !== 0n) {
      const optimal1 = (desired0 * this.reserve1) / this.reserve0;
      if (optimal1 <= desired1) amount1 = optimal1;
      else amount0 = (desired1 * this.reserve0) / this.reserve1;
    }
    const liquidity =
      this.totalSupply === 0n
        ? sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY
        : [(amount0 * this.totalSupply) / this.reserve0, (amount1 * this.totalSupply) / this.reserve1].reduce(
            (a, b) => (a < b ? a : b),
          );
    return { amount0, amount1, liquidity };
  }

  /** `addLiquidity`; returns what was taken and minted (liquidity 0: the call would revert, nothing changes). */
  deposit(owner: Address, desired0: bigint, desired1: bigint): Deposit {
    const quoted = this.quoteDeposit(desired0, desired1);
    if (quoted.liquidity <= 0n) return { ...quoted, liquidity: 0n };
    if (this.totalSupply === 0n) this.totalSupply = MINIMUM_LIQUIDITY; // locked at address 0 for good
    this.totalSupply += quoted.liquidity;
    this.shares.set(owner, this.shareOf(owner) + quoted.liquidity);
    this.reserve0 += quoted.amount0;
    this.reserve1 += quoted.amount1;
    return quoted;
  }

  /** `removeLiquidity`; returns the amounts paid out (both 0: the call would revert, nothing changes). */
  withdraw(owner: Address, liquidity: bigint): { amount0: bigint; amount1: bigint } {
    if (liquidity <= 0n || liquidity > this.shareOf(owner)) return { amount0: 0n, amount1: 0n };
    const amount0 = (liquidity * this.reserve0) / this.totalSupply;
    const amount1 = (liquidity * this.reserve1) / this.totalSupply;
    if (amount0 === 0n || amount1 === 0n) return { amount0: 0n, amount1: 0n };
    this.shares.set(owner, this.shareOf(owner) - liquidity);
    this.totalSupply -= liquidity;
    this.reserve0 -= amount0;
    this.reserve1 -= amount1;
    return { amount0, amount1 };
  }
}
