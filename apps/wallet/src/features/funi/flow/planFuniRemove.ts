import {
  type Address,
  amountsForLiquidity,
  buildUniswapCall,
  liquidityAtPercent,
  minimumAmount,
  planApproval,
  uniswapDeadline,
} from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import { requireFact } from '../../transactions/index.ts';

/** The pair as a remove plans with it: as it was when the flow opened, which is what the user confirmed. */
export interface RemovedPair {
  address: Address;
  tokens: readonly [{ address: Address }, { address: Address }];
  reserves: readonly [bigint, bigint];
  totalSupply: bigint;
  /** The wallet's LP tokens. */
  share: bigint;
}

/** What a step of a remove does: allow the LP tokens it burns, or burn them for both tokens. */
export type FuniRemoveStep =
  | { kind: 'allow'; percent: number; liquidity: bigint }
  | {
      kind: 'remove';
      liquidity: bigint;
      amounts: readonly [bigint, bigint];
      minimums: readonly [bigint, bigint];
    };

/**
 * What a remove of `percent` burns and gives back (docs/funi.md#remove-liquidity): the share × percent ÷ 100 LP
 * tokens, rounded down (100 % the whole share), worth burnt × reserve ÷ supply of each token, rounded down.
 */
export function removal(
  pair: RemovedPair,
  percent: number,
): { liquidity: bigint; amounts: [bigint, bigint] } {
  const liquidity = liquidityAtPercent(pair.share, percent);
  return { liquidity, amounts: amountsForLiquidity(liquidity, pair.reserves, pair.totalSupply) };
}

/**
 * Removing liquidity (docs/funi.md#remove-liquidity): the `removal` of the percent. Allow its LP tokens to the router with
 * `approve` on the pair (its LP tokens have no `increaseAllowance`), left out when the allowance covers them,
 * then `removeLiquidity` with minimums = amounts × (1 − tolerance), rounded down, and a deadline 1200 s after the
 * chain's time.
 */
export function planFuniRemove(
  order: { pair: RemovedPair; percent: number },
  context: { router: Address; owner: Address; slippageBps: bigint },
  facts: ChainFacts,
): TransactionStep<FuniRemoveStep>[] {
  const { pair, percent } = order;
  const { router, owner, slippageBps } = context;
  const { liquidity, amounts } = removal(pair, percent);
  const minimums = [minimumAmount(amounts[0], slippageBps), minimumAmount(amounts[1], slippageBps)] as const;
  const approval = planApproval({
    token: pair.address,
    spender: router,
    amount: liquidity,
    allowance: requireFact(facts.allowance, 'allowance'),
    method: 'approve',
  });
  const call = buildUniswapCall(router, {
    kind: 'removeLiquidity',
    tokens: [pair.tokens[0].address, pair.tokens[1].address],
    liquidity,
    minimums,
    recipient: owner,
    deadline: uniswapDeadline(requireFact(facts.chainTime, 'chain time')),
  });
  return [
    {
      kind: 'approve',
      id: 'allow',
      skip: approval === null,
      token: pair.address,
      spender: router,
      amount: liquidity,
      call: approval?.call ?? null,
      description: { kind: 'allow', percent, liquidity },
    },
    { kind: 'call', id: 'remove', call, description: { kind: 'remove', liquidity, amounts, minimums } },
  ];
}
