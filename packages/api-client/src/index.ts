// Public API of @fantom-wallet/api-client.

// the account's votes on proposals, one alias per proposal and delegation
export {
  type GovernanceProposalRef,
  type GovernanceVote,
  type GovernanceVotesResult,
  type GovernanceVotesVariables,
  governanceVotesQuery,
  readGovernanceVotes,
} from './dynamic/governanceVotesQuery.ts';
// operations whose shape depends on the number of wallets
export {
  type AccountBalancesWire,
  readWalletAssets,
  readWalletBalances,
  WALLET_ASSETS_COUNT,
  type WalletBalancesWire,
  walletBalancesQuery,
} from './dynamic/walletBalancesQuery.ts';
// fWallet's own fields beside the public API (docs/simulation.md)
export * from './fwallet/fwalletOperations.ts';
// typed wallet operations, generated from operations/*.graphql and the API's SDL (scripts/codegen.ts)
export * from './generated/index.ts';
export type { DecodeShape } from './operations/DecodeShape.ts';
export type { Operation } from './operations/Operation.ts';
export { type RequestSender, request } from './operations/request.ts';
export { requestUniswapQuote } from './operations/requestUniswapQuote.ts';
// transport: provider rotation, backoff, offline signal (docs/network.md#rotation)
export { abortableSleep } from './transport/abortableSleep.ts';
export { BACKOFF, backoffDelay } from './transport/backoffDelay.ts';
export {
  createTransport,
  type GraphQLRequest,
  OFFLINE_DELAY_MS,
  type Transport,
  type TransportOptions,
} from './transport/createTransport.ts';
export { type GraphQLErrorEntry, GraphQLResponseError } from './transport/GraphQLResponseError.ts';
