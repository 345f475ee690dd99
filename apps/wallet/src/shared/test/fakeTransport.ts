import { type GraphQLRequest, GraphQLResponseError, type RequestSender } from '@fantom-wallet/api-client';

type Handler = (variables: Record<string, unknown>) => unknown;

/** A RequestSender answering by operation name (first letter lower-cased); a handler may throw a GraphQLResponseError like the API. */
export function fakeTransport(
  handlers: Record<string, Handler>,
): RequestSender & { calls: GraphQLRequest[] } {
  const calls: GraphQLRequest[] = [];
  return {
    calls,
    async request<T>(req: GraphQLRequest): Promise<T> {
      calls.push(req);
      // Handlers are keyed by the operation name with a lower-case first letter (EstimateGas → estimateGas).
      const name = req.operationName ?? '';
      const handler = handlers[name.charAt(0).toLowerCase() + name.slice(1)];
      if (!handler) throw new Error(`unexpected operation ${req.operationName}`);
      return handler(req.variables ?? {}) as T;
    },
  };
}

export function apiError(...messages: string[]): GraphQLResponseError {
  return new GraphQLResponseError(messages.map((message) => ({ message })));
}
