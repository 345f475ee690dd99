import { ApiError } from './ApiError.ts';

/** The node answered a JSON-RPC call with an error; the message is the node's own, passed to the client. */
export class RpcError extends ApiError {
  override name = 'RpcError';
  /** The JSON-RPC error code (e.g. -32000, 3 for a revert). */
  readonly rpcCode: number;
  readonly data: unknown;
  constructor(message: string, rpcCode: number, data?: unknown) {
    super('CHAIN_REJECTED', message);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}
