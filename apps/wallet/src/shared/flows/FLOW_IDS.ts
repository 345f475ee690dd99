/**
 * Every flow that sends transactions, by id. Each sent transaction is recorded with its flow's id (and the
 * flow's subject, e.g. the validator id, and the step), so after a closed page the wallet can tell what became of
 * it and resume a multi-step flow. A new flow adds its id here; records never carry free-form flow names.
 */
export const FLOW_IDS = [
  'send',
  'stake',
  'claim-rewards',
  'restake-rewards',
  'lock',
  'relock',
  'undelegate',
  'withdraw',
  'mint-sftm',
  'repay-sftm',
  'gov-vote',
  'gov-cancel-vote',
  'fmint-deposit',
  'fmint-withdraw',
  'fmint-mint',
  'fmint-repay',
  'fmint-claim-rewards',
  'fmint-push-rewards',
  'fswap-wrap',
  'fswap-unwrap',
  'fswap-trade',
  'funi-swap',
  'funi-add-liquidity',
  'funi-remove-liquidity',
  'revoke-approvals',
] as const;

export type FlowId = (typeof FLOW_IDS)[number];

/** One run of a flow: its id and what it acts on (a validator id, a token), if the flow has more than one. */
export interface FlowKey {
  id: FlowId;
  subject?: string;
}
