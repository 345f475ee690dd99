import { type ClientRequest, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { NodeUnavailableError } from '../errors/NodeUnavailableError.ts';
import { RpcError } from '../errors/RpcError.ts';

interface Pending {
  method: string;
  params: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface RpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export interface RpcClientOptions {
  /** Per HTTP request; a hung node must not hang the API. */
  timeoutMs?: number;
  /** Calls queued in the same tick go out as one JSON-RPC batch, up to this many. */
  maxBatch?: number;
}

/**
 * A small JSON-RPC client over node:http. Calls made in the same event-loop tick are sent as one batch, so a
 * GraphQL query that resolves fifty delegations costs one round trip to the node, not fifty.
 */
export class RpcClient {
  readonly url: string;
  private readonly timeoutMs: number;
  private readonly maxBatch: number;
  private queue: Pending[] = [];
  private scheduled = false;
  private nextId = 1;
  private readonly target: URL;
  private readonly agent: HttpAgent;

  constructor(url: string, options: RpcClientOptions = {}) {
    this.url = url;
    this.target = new URL(url);
    // Kept-alive sockets are unref'd while idle, so they never hold the process open.
    this.agent =
      this.target.protocol === 'https:'
        ? new HttpsAgent({ keepAlive: true })
        : new HttpAgent({ keepAlive: true });
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBatch = options.maxBatch ?? 100;
  }

  request<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ method, params, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Sends calls as one batch right away and returns results in order; each entry is a value or an Error. */
  async batch(calls: readonly { method: string; params: unknown[] }[]): Promise<(unknown | Error)[]> {
    if (calls.length === 0) return [];
    const ids = calls.map(() => this.nextId++);
    const body = calls.map((call, i) => ({
      jsonrpc: '2.0',
      id: ids[i],
      method: call.method,
      params: call.params,
    }));
    const responses = await this.post(body);
    const byId = new Map<number, RpcResponse>();
    for (const response of responses) byId.set(response.id, response);
    return ids.map((id) => toResult(byId.get(id)));
  }

  private flush(): void {
    this.scheduled = false;
    const queue = this.queue;
    this.queue = [];
    for (let start = 0; start < queue.length; start += this.maxBatch) {
      const chunk = queue.slice(start, start + this.maxBatch);
      this.batch(chunk.map(({ method, params }) => ({ method, params }))).then(
        (results) => {
          chunk.forEach((pending, i) => {
            const result = results[i];
            if (result instanceof Error) pending.reject(result);
            else pending.resolve(result);
          });
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const pending of chunk) pending.reject(failure);
        },
      );
    }
  }

  /** Closes the kept-alive sockets to the node (the API is stopping). */
  close(): void {
    this.agent.destroy();
  }

  private async post(body: unknown[]): Promise<RpcResponse[]> {
    const { status, text } = await this.postText(JSON.stringify(body));
    if (status < 200 || status > 299)
      throw new NodeUnavailableError(`the chain node answered HTTP ${status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new NodeUnavailableError('the chain node sent an invalid response', { cause: error });
    }
    if (!Array.isArray(parsed)) {
      const single = parsed as RpcResponse;
      if (single?.error !== undefined)
        throw new RpcError(single.error.message, single.error.code, single.error.data);
      throw new NodeUnavailableError('the chain node sent an invalid batch response');
    }
    return parsed as RpcResponse[];
  }

  /**
   * One POST over node:http on kept-alive sockets: fetch's stream and request machinery cost more per call than
   * the node takes to answer a read (bench: fwalletSimulate of a send). The whole exchange is bounded by
   * `timeoutMs`.
   */
  private postText(payload: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const unreachable = (cause: unknown) =>
        reject(new NodeUnavailableError('the chain node is not reachable', { cause }));
      let request: ClientRequest;
      try {
        request = (this.target.protocol === 'https:' ? httpsRequest : httpRequest)(this.target, {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        });
      } catch (error) {
        unreachable(error);
        return;
      }
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      request.on('error', (error) => {
        clearTimeout(timer);
        unreachable(error);
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => {
          clearTimeout(timer);
          unreachable(error);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.end(payload);
    });
  }
}

function toResult(response: RpcResponse | undefined): unknown {
  if (response === undefined) return new NodeUnavailableError('the chain node left a call unanswered');
  if (response.error !== undefined) {
    return new RpcError(response.error.message, response.error.code, response.error.data);
  }
  return response.result;
}
