// Public API of @fantom-wallet/api-client.

// transport: provider rotation, backoff, offline signal (spec 1 §4, §7, §9)
export { BACKOFF, backoffDelay } from './transport/backoffDelay.ts';
export {
  createTransport,
  type GraphQLRequest,
  OFFLINE_DELAY_MS,
  type Transport,
  type TransportOptions,
} from './transport/createTransport.ts';
export { type GraphQLErrorEntry, GraphQLResponseError } from './transport/GraphQLResponseError.ts';
