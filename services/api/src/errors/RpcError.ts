import { ApiError } from './ApiError.ts';

/** The node answered a JSON-RPC call with an error; the message is the node's own, passed to the client. */
export class RpcError extends ApiError {
  override name = 'RpcError';
  readonly code: number;
  readonly data: unknown;
  constructor(message: string, code: number, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
