import {
  type Address,
  buildUniswapCall,
  minimumAmount,
  planApproval,
  uniswapDeadline,
} from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import { requireFact } from '../../transactions/index.ts';
import type { AddOrder } from './FuniOrder.ts';

/** What a step of an add does: allow one of the two tokens (0: A, 1: B), or add both with their minimums. */
export type FuniAddStep =
  | { kind: 'allow'; token: 0 | 1; amount: bigint }
  | { kind: 'add'; amounts: readonly [bigint, bigint]; minimums: readonly [bigint, bigint] };

/**
 * Adding liquidity (docs/funi.md#add-liquidity): Allow token A, Allow token B — each raised by the amount the add
 * spends, left out when its allowance (`facts.allowances`, A then B) covers it — then `addLiquidity` with
 * minimums = amounts × (1 − tolerance), rounded down, and a deadline 1200 s after the chain's time. FTM is not a
 * token here (it is wrapped in fSwap first): WFTM is allowed like any other token, and no step carries a value.
 */
export function planFuniAdd(
  order: AddOrder,
  context: { router: Address; owner: Address; slippageBps: bigint },
  facts: ChainFacts,
): TransactionStep<FuniAddStep>[] {
  const { router, owner, slippageBps } = context;
  const allow = (index: 0 | 1): TransactionStep<FuniAddStep> => {
    const token = order.tokens[index];
    const amount = order.amounts[index];
    const allowance = requireFact(facts.allowances?.[index], `allowance of token ${index === 0 ? 'A' : 'B'}`);
    const approval = planApproval({ token, spender: router, amount, allowance });
    return {
      kind: 'approve',
      id: index === 0 ? 'allow-a' : 'allow-b',
      skip: approval === null,
      token,
      spender: router,
      amount,
      call: approval?.call ?? null,
      description: { kind: 'allow', token: index, amount },
    };
  };
  const minimums = [
    minimumAmount(order.amounts[0], slippageBps),
    minimumAmount(order.amounts[1], slippageBps),
  ] as const;
  const call = buildUniswapCall(router, {
    kind: 'addLiquidity',
    tokens: order.tokens,
    amounts: order.amounts,
    minimums,
    recipient: owner,
    deadline: uniswapDeadline(requireFact(facts.chainTime, 'chain time')),
  });
  return [
    allow(0),
    allow(1),
    { kind: 'call', id: 'add', call, description: { kind: 'add', amounts: order.amounts, minimums } },
  ];
}
