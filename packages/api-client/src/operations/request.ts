import type { GraphQLRequest } from '../transport/createTransport.ts';
import { decodeWire, encodeVariables } from './decodeWire.ts';
import type { Operation } from './Operation.ts';

/** The part of a transport that `request` needs: anything that sends a GraphQL request and returns `data`. */
export interface RequestSender {
  request<T>(request: GraphQLRequest, signal?: AbortSignal): Promise<T>;
}

// Operations without variables may be called without them.
type VariablesArgs<Variables> =
  Record<string, never> extends Variables
    ? [variables?: Variables, signal?: AbortSignal]
    : [variables: Variables, signal?: AbortSignal];

/**
 * Sends one typed operation through a transport (provider rotation, backoff and the offline signal live
 * there) and resolves with its typed `data`: quantities as bigint, addresses checksummed. Variables may carry
 * bigint quantities. GraphQL errors reject with the transport's GraphQLResponseError.
 */
export async function request<Result, Variables>(
  transport: RequestSender,
  operation: Operation<Result, Variables>,
  ...[variables, signal]: VariablesArgs<Variables>
): Promise<Result> {
  const body: GraphQLRequest = { operationName: operation.operationName, query: operation.query };
  if (variables !== undefined) body.variables = encodeVariables(variables as Record<string, unknown>);
  return decodeWire<Result>(await transport.request<unknown>(body, signal), operation.decode);
}
